import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { settings } from '../../db/schema/settings';
import { secretBox } from '../../platform/secrets';
import { getSettings, saveSettings, sendingSettings } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('secrets in the settings', () => {
  it('keeps the SMTP and SMS passwords sealed in the database and opens them only to send', async () => {
    const mail = {
      gmail: 'site@ornek.com',
      gsifre: 'smtp-sifresi',
      site: 'smtp.ornek.com',
      enableessl: true,
      acik: true,
    };
    await saveSettings(t.db, 'mail', mail, t.secrets);
    await saveSettings(t.db, 'sms', { kad: 'k', sifre: 'sms-sifresi', firma: 'F', durum: true }, t.secrets);
    const stored = JSON.stringify(await t.db.select().from(settings));
    expect(stored).not.toContain('smtp-sifresi');
    expect(stored).not.toContain('sms-sifresi');
    expect((await getSettings(t.db, 'mail')).gsifre).toMatch(/^enc:v1:/);
    expect(await sendingSettings(t.db, 'mail', t.secrets)).toEqual(mail);
    expect((await sendingSettings(t.db, 'sms', t.secrets)).sifre).toBe('sms-sifresi');
    // another key cannot open them
    await expect(sendingSettings(t.db, 'mail', secretBox('another-key-0123456789'))).rejects.toThrow();
  });

  it('reads a password stored before encryption as it is', async () => {
    await t.db
      .update(settings)
      .set({ value: { gsifre: 'eski-duz-metin' } })
      .where(eq(settings.key, 'mail'));
    expect((await sendingSettings(t.db, 'mail', t.secrets)).gsifre).toBe('eski-duz-metin');
  });
});
