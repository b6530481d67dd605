import { describe, expect, it } from 'vitest';
import { ADMIN_MSG, zAdminChangePasswordForm, zAdminLoginRequest, zAdminUserUpdate } from './admin';
import { MSG } from './public';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error?.issues.map((i) => i.message))];

describe('back-office account rules (admin spec §5)', () => {
  it('needs user name and password after trimming', () => {
    expect(messages(zAdminLoginRequest.safeParse({ kad: '  ', sifre: ' ' }))).toEqual([MSG.loginEmpty]);
  });

  it('joins the change-password messages', () => {
    expect(
      messages(zAdminChangePasswordForm.safeParse({ eskiSifre: ' a ', yeniSifre: 'ab', yeniSifreTekrar: 'x' })),
    ).toEqual([MSG.currentPassword, MSG.newPassword, MSG.newPasswordRepeat]);
  });

  it('needs a user name over 2 and a lower-case e-mail over 5', () => {
    expect(messages(zAdminUserUpdate.safeParse({ kullanici: 'ab', mail: 'A@B.COM', sifre: 'abc' }))).toEqual([
      ADMIN_MSG.userName,
      ADMIN_MSG.emailInvalid,
    ]);
    expect(zAdminUserUpdate.safeParse({ kullanici: 'admin', mail: 'admin@ornek.com', sifre: 'abc' }).success).toBe(
      true,
    );
  });
});
