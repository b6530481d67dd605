import { Switch, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type AdminMailSettings, sendTestMail, zMailUpdate } from '@tedarik/contract/settings/admin';
import { adminMailQuery } from '../api/admin-get-mail';
import { useSendTestMail } from '../api/admin-send-test-mail';
import { useUpdateMail } from '../api/admin-update-mail';
import { SecretSettingsForm, SecretSettingsScreen } from './secret-settings';
import { StoredPasswordField } from './stored-password-field';
import { TestMessageForm } from './test-message-form';

type Values = { gmail: string; gsifre: string; gsifreSil: boolean; site: string; Enableessl: boolean; Acik: boolean };

/** The stored settings as the form's values: the password field empty (it is never sent back). */
const valuesOf = (mail: AdminMailSettings): Values => ({
  gmail: mail.gmail,
  gsifre: '',
  gsifreSil: false,
  site: mail.site,
  Enableessl: mail.enableessl,
  Acik: mail.acik,
});

function MailForm({ mail }: { mail: AdminMailSettings }) {
  return (
    <SecretSettingsForm
      title="Gönderim Ayarları"
      aria-label="E-posta ayarları"
      schema={zMailUpdate}
      mutation={useUpdateMail()}
      stored={mail}
      valuesOf={valuesOf}
    >
      {(input) => (
        <>
          <Switch
            label="E-posta gönderimi açık"
            description="Kapalıyken sitenin e-postaları gönderilmez, sunucudaki giden kutusu klasörüne yazılır."
            {...input('Acik', { type: 'checkbox' })}
          />
          <TextInput
            label="Gönderen E-posta"
            type="email"
            autoComplete="off"
            placeholder="bildirim@ornek.com.tr"
            description="E-postalar bu hesaptan gönderilir; SMTP kullanıcı adıdır."
            {...input('gmail')}
          />
          <StoredPasswordField
            label="Şifre"
            stored={mail.gsifreVar}
            password={input('gsifre')}
            remove={input('gsifreSil', { type: 'checkbox' })}
          />
          <TextInput
            label="SMTP Sunucusu"
            placeholder="smtp.gmail.com:587"
            description="Sunucu adı, gerekirse iki nokta ve port: smtp.gmail.com ya da smtp.gmail.com:587."
            spellCheck={false}
            {...input('site')}
          />
          <Switch
            label="Şifreli bağlantı (SSL/TLS)"
            description="465 numaralı portta doğrudan TLS, diğer portlarda STARTTLS kullanılır."
            {...input('Enableessl', { type: 'checkbox' })}
          />
        </>
      )}
    </SecretSettingsForm>
  );
}

/**
 * mail (admin spec §3 "Mail settings", §7): the account the site's e-posta leaves through, and a test mail sent at
 * once with the stored settings ('Deneme Mail Gonderildi.' or the transport's error).
 */
export function MailSettingsScreen() {
  const { data } = useSuspenseQuery(adminMailQuery());
  const test = useSendTestMail();
  return (
    <SecretSettingsScreen
      title="E-posta Ayarları"
      form={<MailForm mail={data} />}
      test={
        <TestMessageForm title="Deneme E-postası" schema={sendTestMail.request.body} mutation={test}>
          {(form) => (
            <TextInput label="Alıcı E-posta" type="email" autoComplete="email" {...form.getInputProps('stgelen')} />
          )}
        </TestMessageForm>
      }
    />
  );
}
