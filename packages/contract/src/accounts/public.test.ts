import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '../fields';
import { joinedMessages } from '../messages';
import { zChangeEmail, zChangePasswordForm } from './member';
import { MSG, zActivationConfirm, zEmailRequest, zLoginRequest, zRegisterForm } from './public';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error?.issues.map((i) => i.message))];

const valid = {
  firma: 'Ak Demir',
  AdSoyad: 'Ali Veli',
  il: '34',
  mail: 'ali@ornek.com',
  tel: '532 123 45 67',
  sifre: 'gizli123',
  sifreTekrar: 'gizli123',
  firmaDrm: false,
};

describe('registration rules (spec §5)', () => {
  it('accepts a valid buyer', () => {
    expect(zRegisterForm.safeParse(valid).success).toBe(true);
  });

  it('reports every broken rule at once, with its Turkish message', () => {
    const r = zRegisterForm.safeParse({ firmaDrm: 'true', sifre: '1', sifreTekrar: '2' });
    expect(messages(r).sort()).toEqual(
      [
        MSG.company,
        MSG.fullName,
        MSG.city,
        MSG.email,
        MSG.phone,
        MSG.sector,
        MSG.passwordShort,
        MSG.passwordMismatch,
      ].sort(),
    );
  });

  it('needs the 3-3-2-2 phone mask with a first digit 1-9', () => {
    for (const tel of ['532 123 45 67', '212 555 00 11'])
      expect(zRegisterForm.safeParse({ ...valid, tel }).success).toBe(true);
    for (const tel of ['032 123 45 67', '5321234567', '532 123 45 6', '532-123-45-67'])
      expect(messages(zRegisterForm.safeParse({ ...valid, tel }))).toEqual([MSG.phone]);
  });

  it('puts the messages in the form’s order: the sector before the password (spec §5)', () => {
    const r = zRegisterForm.safeParse({ firmaDrm: 'true', sifre: '1', sifreTekrar: '2' });
    expect(r.success ? '' : joinedMessages(zRegisterForm, r.error.issues)).toBe(
      [
        MSG.company,
        MSG.fullName,
        MSG.city,
        MSG.email,
        MSG.phone,
        MSG.sector,
        MSG.passwordShort,
        MSG.passwordMismatch,
      ].join('\n'),
    );
  });

  it('requires a sector only from a manufacturer', () => {
    expect(messages(zRegisterForm.safeParse({ ...valid, firmaDrm: true }))).toEqual([MSG.sector]);
    expect(zRegisterForm.safeParse({ ...valid, firmaDrm: true, sektor: '3' }).success).toBe(true);
  });
});

describe('new passwords (stricter than the spec on purpose)', () => {
  it('need 8 characters and may not be a common password, in any case', () => {
    expect(messages(zRegisterForm.safeParse({ ...valid, sifre: 'gizli12', sifreTekrar: 'gizli12' }))).toEqual([
      MSG.passwordShort,
    ]);
    for (const sifre of ['12345678', 'Galatasaray', ' PASSWORD1 '])
      expect(messages(zRegisterForm.safeParse({ ...valid, sifre, sifreTekrar: sifre }))).toEqual([COMMON_PASSWORD]);
    expect(
      messages(zChangePasswordForm.safeParse({ esifre: 'eski', sifre: 'abcdefg', sifreTekrar: 'abcdefg' })),
    ).toEqual([MSG.newPassword]);
  });

  it('do not apply to logging in: an old short password still logs in', () => {
    expect(zLoginRequest.safeParse({ mail: 'ali@ornek.com', sifre: 'abc' }).success).toBe(true);
  });
});

describe('login and password rules', () => {
  it('needs both login fields', () => {
    expect(messages(zLoginRequest.safeParse({ mail: ' ', sifre: '' }))).toEqual([MSG.loginEmpty]);
  });

  it('joins the change-password messages', () => {
    expect(messages(zChangePasswordForm.safeParse({ esifre: '', sifre: 'ab', sifreTekrar: 'x' }))).toEqual([
      MSG.currentPassword,
      MSG.newPassword,
      MSG.newPasswordRepeat,
    ]);
  });
});

describe('forgot password, activation and e-mail change', () => {
  it('needs an e-mail longer than 2 characters', () => {
    expect(messages(zEmailRequest.safeParse({ email: 'ab' }))).toEqual([MSG.forgotEmail]);
    expect(zEmailRequest.parse({ email: ' Ali@Ornek.COM ' })).toEqual({ email: 'ali@ornek.com' });
  });

  it('needs an activation code longer than 2 characters', () => {
    expect(messages(zActivationConfirm.safeParse({ email: 'ali@ornek.com', onayKodu: '12' }))).toEqual([
      MSG.activationCode,
    ]);
  });

  it('checks the new e-mail of the account', () => {
    expect(messages(zChangeEmail.safeParse({ mail: 'ali@', sifre: 'abc' }))).toEqual([MSG.emailInvalid]);
  });
});
