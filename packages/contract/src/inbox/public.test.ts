import { describe, expect, it } from 'vitest';
import { INBOX_MSG, zContactRequest, zNewsletterRequest } from './public';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error?.issues.map((i) => i.message))];

describe('contact and newsletter rules (spec §5)', () => {
  it('joins the contact messages in the form order', () => {
    expect(messages(zContactRequest.safeParse({}))).toEqual([
      INBOX_MSG.name,
      INBOX_MSG.email,
      INBOX_MSG.phone,
      INBOX_MSG.message,
    ]);
  });

  it('counts trimmed lengths: name over 2, phone over 10, message over 10', () => {
    const ok = { ad: 'Ali', mail: 'ali@ornek.com', tel: '05321234567', mesaJ: 'Merhaba dün' };
    expect(zContactRequest.safeParse(ok).success).toBe(true);
    expect(messages(zContactRequest.safeParse({ ...ok, ad: ' Al ' }))).toEqual([INBOX_MSG.name]);
    expect(messages(zContactRequest.safeParse({ ...ok, tel: '0532123456' }))).toEqual([INBOX_MSG.phone]);
    expect(messages(zContactRequest.safeParse({ ...ok, mesaJ: ' Merhaba d ' }))).toEqual([INBOX_MSG.message]);
  });

  it('needs a valid e-mail longer than 5 characters for the newsletter', () => {
    for (const email of ['a@b.c', 'ali', 'ali@ornek', ''])
      expect(messages(zNewsletterRequest.safeParse({ email }))).toEqual([INBOX_MSG.email]);
    expect(zNewsletterRequest.parse({ email: 'Ali@Ornek.com' })).toEqual({ email: 'ali@ornek.com' });
  });
});
