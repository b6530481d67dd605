import {
  Anchor,
  Checkbox,
  type ComboboxItem,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_DESCRIPTION, PROFILE_MSG, type Profile, zProfileUpdate } from '@tedarik/contract/accounts/member';
import { Link } from 'react-router';
import { formatPhone } from '../../../lib/phone-mask';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { PhoneInput } from '../../../ui/phone-input';
import { useUpdateProfile } from '../api/update-profile';

type Props = {
  profile: Profile;
  /** the cities of the member's country and the sectors to choose from; undefined while they load */
  cities: ComboboxItem[] | undefined;
  sectors: ComboboxItem[] | undefined;
};

const LEGEND = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

const idText = (id: number | null) => (id ? String(id) : null);

/**
 * My company and contact data (POST /api/uyebilgilerimGuncelle; spec §5 "Profile update"): the contract's messages
 * joined in one modal, the result ('İşlem başarılı.') in a modal too. The answer is the refreshed session user, which
 * the update stores: the header shows the new name at once. Only a company chooses a sector; a member's stays as it
 * is.
 */
export function ProfileForm({ profile, cities, sectors }: Props) {
  const update = useContractForm(zProfileUpdate, useUpdateProfile(), {
    initialValues: {
      firma: profile.firma,
      AdSoyad: profile.adSoyad,
      tel: formatPhone(profile.tel),
      firmatel: formatPhone(profile.firmaTel),
      wphat: formatPhone(profile.wpHat),
      adres: profile.adres,
      il: idText(profile.il),
      sektor: idText(profile.sektor),
      website: profile.website,
      aciklama: profile.aciklama,
      smsCheck: profile.smsH,
      mailCheck: profile.mailH,
    },
    input: (values) => ({ ...values, sektor: profile.firmaDrm ? values.sektor : profile.sektor }),
    onSuccess: () => ({ color: 'green', text: PROFILE_MSG.saved }),
  });
  const { form } = update;
  const phone = (field: 'tel' | 'firmatel' | 'wphat') => ({
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
  });
  const aciklama = form.values.aciklama;

  return (
    <ContractForm
      state={update}
      submit="Kaydet"
      busyLabel={BUSY_LABEL}
      messageAt="modal"
      button={{ ...busyLook(update.busy), style: { alignSelf: 'flex-end' } }}
      aria-label="Profilim"
    >
      <Fieldset legend="Firma Bilgileri" variant="unstyled" styles={LEGEND}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Firma Adı" autoComplete="organization" {...form.getInputProps('firma')} />
            <TextInput label="Ad Soyad" autoComplete="name" {...form.getInputProps('AdSoyad')} />
            <PhoneInput label="Telefon" {...phone('tel')} />
            <PhoneInput label="Firma Telefonu" autoComplete="off" {...phone('firmatel')} />
            <PhoneInput label="WhatsApp" autoComplete="off" {...phone('wphat')} />
            <TextInput
              label="E-posta"
              value={profile.mail}
              readOnly
              variant="filled"
              description={
                <>
                  E-posta adresinizi{' '}
                  <Anchor component={Link} to="/account-d-kullGunc" inherit>
                    Kullanıcı Bilgileri
                  </Anchor>{' '}
                  sayfasından değiştirebilirsiniz.
                </>
              }
            />
            <Select
              label="Şehir"
              placeholder="Şehir seçin"
              data={cities ?? []}
              searchable
              nothingFoundMessage="Sonuç bulunamadı..."
              disabled={!cities}
              {...form.getInputProps('il')}
            />
            {profile.firmaDrm && (
              <Select
                label="Sektör"
                placeholder="Sektör seçin"
                data={sectors ?? []}
                searchable
                nothingFoundMessage="Sonuç bulunamadı..."
                disabled={!sectors}
                {...form.getInputProps('sektor')}
              />
            )}
            <TextInput
              label="Web Sitesi"
              type="url"
              autoComplete="url"
              placeholder="https://"
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
          <Textarea
            label="Adres"
            autoComplete="street-address"
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('adres')}
          />
          <Textarea
            label="Firma Açıklaması"
            description={`${aciklama.trim().length} / ${MAX_DESCRIPTION}`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_DESCRIPTION}
            {...form.getInputProps('aciklama')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Bildirim Tercihleri" variant="unstyled" styles={LEGEND}>
        <Stack gap="xs">
          <Checkbox
            label="Kampanya ve bildirimleri SMS ile almak istiyorum."
            {...form.getInputProps('smsCheck', { type: 'checkbox' })}
          />
          <Checkbox
            label="Kampanya ve bildirimleri e-posta ile almak istiyorum."
            {...form.getInputProps('mailCheck', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
    </ContractForm>
  );
}
