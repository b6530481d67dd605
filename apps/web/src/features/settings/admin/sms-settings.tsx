import { Switch, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type AdminSmsSettings, sendTestSms, zSmsUpdate } from '@tedarik/contract/settings/admin';
import { PhoneInput } from '../../../ui/phone-input';
import { adminSmsQuery } from '../api/admin-get-sms';
import { useSendTestSms } from '../api/admin-send-test-sms';
import { useUpdateSms } from '../api/admin-update-sms';
import { SecretSettingsForm, SecretSettingsScreen } from './secret-settings';
import { StoredPasswordField } from './stored-password-field';
import { TestMessageForm } from './test-message-form';

type Values = { kad: string; sifre: string; sifreSil: boolean; firma: string; durum: boolean };

/** The stored settings as the form's values: the password field empty (it is never sent back). */
const valuesOf = (sms: AdminSmsSettings): Values => ({
  kad: sms.kad,
  sifre: '',
  sifreSil: false,
  firma: sms.firma,
  durum: sms.durum,
});

function SmsForm({ sms }: { sms: AdminSmsSettings }) {
  return (
    <SecretSettingsForm
      title="Netgsm Hesabı"
      aria-label="SMS ayarları"
      schema={zSmsUpdate}
      mutation={useUpdateSms()}
      stored={sms}
      valuesOf={valuesOf}
    >
      {(input) => (
        <>
          <Switch
            label="SMS gönderimi açık"
            description="Kapalıyken sitenin SMS'leri gönderilmez, sunucudaki giden kutusu klasörüne yazılır."
            {...input('durum', { type: 'checkbox' })}
          />
          <TextInput
            label="Kullanıcı Adı"
            description="Netgsm kullanıcı kodu (abone numarası)."
            autoComplete="off"
            spellCheck={false}
            {...input('kad')}
          />
          <StoredPasswordField
            label="Şifre"
            stored={sms.sifreVar}
            password={input('sifre')}
            remove={input('sifreSil', { type: 'checkbox' })}
          />
          <TextInput
            label="Mesaj Başlığı"
            description="Netgsm'de kayıtlı gönderici adı (ör. TEDARIK)."
            spellCheck={false}
            {...input('firma')}
          />
        </>
      )}
    </SecretSettingsForm>
  );
}

/**
 * smsAyar (admin spec §3 "SMS settings", §7): the Netgsm account the site's SMS leave through, and a test SMS sent
 * at once with the stored settings; the gateway's answer is shown as it came. The legacy screen's heading also read
 * 'Mail Ayarlari' (a copy of the mail screen); this one says what it is.
 */
export function SmsSettingsScreen() {
  const { data } = useSuspenseQuery(adminSmsQuery());
  const test = useSendTestSms();
  return (
    <SecretSettingsScreen
      title="SMS Ayarları"
      form={<SmsForm sms={data} />}
      test={
        <TestMessageForm title="Deneme SMS'i" schema={sendTestSms.request.body} mutation={test}>
          {(form) => (
            <PhoneInput
              label="Cep Telefonu"
              value={form.values.stgelen}
              onChange={(value) => form.setFieldValue('stgelen', value)}
            />
          )}
        </TestMessageForm>
      }
    />
  );
}
