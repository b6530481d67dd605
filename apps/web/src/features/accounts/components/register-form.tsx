import {
  Anchor,
  Button,
  Checkbox,
  Input,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type SessionUser, zRegisterForm } from '@tedarik/contract/accounts';
import { DEFAULT_COUNTRY_ID } from '@tedarik/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { countriesQuery } from '../../site/api/get-countries';
import { sectorsQuery } from '../../site/api/get-sectors';
import { useRegister } from '../api/register';
import { PhoneInput } from './phone-input';

type Props = {
  /** ?imalatci=1 pre-selects manufacturer */
  manufacturer: boolean;
  onSuccess: (user: SessionUser, manufacturer: boolean) => void;
};

const TYPES = [
  { value: 'buyer', label: 'Alıcı' },
  { value: 'manufacturer', label: 'İmalatçı' },
];

/** Free registration (spec §5 "Registration"); all messages of the contract's checks in one alert. */
export function RegisterForm({ manufacturer, onSuccess }: Props) {
  const form = useForm({
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
  });
  const countries = useQuery(countriesQuery());
  const sectors = useQuery(sectorsQuery());
  const registration = useRegister();
  const [message, setMessage] = useState<Message | null>(null);

  const cities =
    countries.data
      ?.find((country) => country.id === DEFAULT_COUNTRY_ID)
      ?.sehirler.map((city) => ({ value: String(city.id), label: city.baslik })) ?? [];
  const sectorOptions = sectors.data?.map(({ kt }) => ({ value: String(kt.id), label: kt.katAd })) ?? [];
  const isManufacturer = form.values.type === 'manufacturer';

  const submit = form.onSubmit(({ type, sektor, ...values }) => {
    const firmaDrm = type === 'manufacturer';
    const checked = validate(zRegisterForm, { ...values, firmaDrm, sektor: firmaDrm ? sektor : null });
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    const { sifreTekrar: _repeat, ...body } = checked.data;
    registration.mutate(body, {
      onSuccess: (user) => onSuccess(user, firmaDrm),
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Input.Wrapper label="Üyelik Tipi">
          <SegmentedControl fullWidth data={TYPES} mt={4} {...form.getInputProps('type')} />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Firma Adı" autoComplete="organization" {...form.getInputProps('firma')} />
          <TextInput label="Ad Soyad" autoComplete="name" {...form.getInputProps('AdSoyad')} />
          <Select
            label="Şehir"
            placeholder="Şehir seçin"
            data={cities}
            searchable
            nothingFoundMessage="Sonuç bulunamadı..."
            disabled={countries.isPending}
            {...form.getInputProps('il')}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('mail')} />
          <PhoneInput label="Telefon" value={form.values.tel} onChange={(v) => form.setFieldValue('tel', v)} />
          <PhoneInput
            label="WhatsApp"
            autoComplete="off"
            value={form.values.wphat}
            onChange={(v) => form.setFieldValue('wphat', v)}
          />
          <TextInput label="Web Sitesi" type="url" autoComplete="url" {...form.getInputProps('website')} />
          {isManufacturer && (
            <Select
              label="Sektör"
              placeholder="Sektör seçin"
              data={sectorOptions}
              searchable
              nothingFoundMessage="Sonuç bulunamadı..."
              disabled={sectors.isPending}
              {...form.getInputProps('sektor')}
            />
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
        <FormMessage message={message} />
        <Text size="sm" c="dimmed">
          Kayıt Ol butonuna basarak{' '}
          <Anchor component={Link} to="/uyelik-sozlesmesi" target="_blank">
            Üyelik Sözleşmesi
          </Anchor>
          'ni kabul etmiş olursunuz.
        </Text>
        <Button type="submit" loading={registration.isPending} fullWidth>
          Kayıt Ol
        </Button>
      </Stack>
    </form>
  );
}
