import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { INBOX_MSG } from '@tedarik/contract/inbox/public';
import { errorText } from '../../../lib/http';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { PhoneInput } from '../../../ui/phone-input';
import { useSendContact } from '../api/send-contact';

/** The contact form (spec §5 "Contact"): every message of the check in one alert; 'Ok' from the server = sent. */
export function ContactForm() {
  const contact = useContractForm(
    () => import('@tedarik/contract/inbox/public').then((m) => m.zContactRequest),
    useSendContact(),
    {
      initialValues: { ad: '', mail: '', tel: '', mesaJ: '' },
      onSuccess: (answer, { form }) => {
        if (answer.trim().toLowerCase() !== 'ok') return { color: 'red', text: `Hata : ${answer}` };
        form.reset();
        return { color: 'green', text: INBOX_MSG.contactSent };
      },
      onError: (error) => ({ color: 'red', text: `Hata : ${errorText(error)}` }),
    },
  );
  const input = contact.form.getInputProps;
  return (
    <ContractForm
      state={contact}
      submit="Gönder"
      button={{ style: { alignSelf: 'flex-start' } }}
      closable
      aria-label="İletişim formu"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Ad Soyad" autoComplete="name" {...input('ad')} />
        <TextInput label="E-posta" type="email" autoComplete="email" {...input('mail')} />
      </SimpleGrid>
      {/* the registration's mask: a masked 10-digit number is 13 characters, past the spec's "phone over 10" */}
      <PhoneInput
        label="Telefon"
        value={contact.form.values.tel}
        onChange={(value) => contact.form.setFieldValue('tel', value)}
      />
      <Textarea label="Mesaj" autosize minRows={5} maxLength={4000} {...input('mesaJ')} />
    </ContractForm>
  );
}
