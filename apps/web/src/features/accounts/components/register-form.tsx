import {
  Anchor,
  Checkbox,
  type ComboboxItem,
  Input,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { useEffect } from 'react';
import { ChoiceField } from '../../../ui/choice-field';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { Link } from '../../../ui/navigation';
import { PhoneInput } from '../../../ui/phone-input';
import { useRegister } from '../api/register';

/**
 * The contract's rules of the registration (and zod with them), loaded apart: the form is an island of the
 * registration page (decision 0050), whose first load carries no zod. They are fetched as the form comes alive.
 */
const rules = () => import('@tedarik/contract/accounts/public').then((m) => m.zRegisterForm);

type Props = {
  /** ?imalatci=1 pre-selects manufacturer */
  manufacturer: boolean;
  /** the cities of Türkiye and the sectors to choose from; undefined while they load */
  cities: ComboboxItem[] | undefined;
  sectors: ComboboxItem[] | undefined;
  onSuccess: (user: SessionUser, manufacturer: boolean) => void;
};

const TYPES = [
  { value: 'buyer', label: 'Alıcı' },
  { value: 'manufacturer', label: 'İmalatçı' },
];

/** Free registration (spec §5 "Registration"); all messages of the contract's checks in one alert. */
export function RegisterForm({ manufacturer, cities, sectors, onSuccess }: Props) {
  const registration = useContractForm(rules, useRegister(), {
    initialValues: {
      firma: '',
      AdSoyad: '',
      il: null as string | null,
      mail: '',
      tel: '',
      wphat: '',
      website: '',
      smsCheck: false,
      mailCheck: false,
      sifre: '',
      sifreTekrar: '',
      type: manufacturer ? 'manufacturer' : 'buyer',
      sektor: null as string | null,
    },
    input: ({ type, sektor, ...values }) => {
      const firmaDrm = type === 'manufacturer';
      return { ...values, firmaDrm, sektor: firmaDrm ? sektor : null };
    },
    body: ({ sifreTekrar: _repeat, ...body }) => body,
    onSuccess: (user, { data }) => void onSuccess(user, data.firmaDrm),
  });
  useEffect(() => void rules(), []);
  const { form } = registration;
  const isManufacturer = form.values.type === 'manufacturer';

  return (
    <ContractForm
      state={registration}
      submit="Kayıt Ol"
      button={{ fullWidth: true }}
      messageAt="bottom"
      note={
        <Text size="sm" c="dimmed">
          Kayıt Ol butonuna basarak{' '}
          <Anchor component={Link} to="/uyelik-sozlesmesi" target="_blank">
            Üyelik Sözleşmesi
          </Anchor>
          'ni kabul etmiş olursunuz.
        </Text>
      }
    >
      <Input.Wrapper label="Üyelik Tipi">
        <SegmentedControl fullWidth data={TYPES} mt={4} {...form.getInputProps('type')} />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Firma Adı" autoComplete="organization" {...form.getInputProps('firma')} />
        <TextInput label="Ad Soyad" autoComplete="name" {...form.getInputProps('AdSoyad')} />
        <ChoiceField label="Şehir" placeholder="Şehir seçin" data={cities} {...form.getInputProps('il')} />
        <TextInput label="E-posta" type="email" autoComplete="email" {...form.getInputProps('mail')} />
        <PhoneInput label="Telefon" value={form.values.tel} onChange={(v) => form.setFieldValue('tel', v)} />
        <PhoneInput
          label="WhatsApp"
          autoComplete="off"
          value={form.values.wphat}
          onChange={(v) => form.setFieldValue('wphat', v)}
        />
        <TextInput label="Web Sitesi" type="url" autoComplete="url" {...form.getInputProps('website')} />
        {isManufacturer && (
          <ChoiceField label="Sektör" placeholder="Sektör seçin" data={sectors} {...form.getInputProps('sektor')} />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PasswordInput label="Şifre" autoComplete="new-password" {...form.getInputProps('sifre')} />
        <PasswordInput label="Şifre Tekrar" autoComplete="new-password" {...form.getInputProps('sifreTekrar')} />
      </SimpleGrid>
      <Checkbox
        label="Kampanya ve bildirimleri SMS ile almak istiyorum."
        {...form.getInputProps('smsCheck', { type: 'checkbox' })}
      />
      <Checkbox
        label="Kampanya ve bildirimleri e-posta ile almak istiyorum."
        {...form.getInputProps('mailCheck', { type: 'checkbox' })}
      />
    </ContractForm>
  );
}
