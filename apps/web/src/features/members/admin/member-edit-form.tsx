import { Checkbox, type ComboboxItem, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { MAX_DESCRIPTION } from '@tedarik/contract/accounts/member';
import { ADMIN_MEMBER_MSG, type MemberDetail, zAdminMemberUpdate } from '@tedarik/contract/members/admin';
import { formatPhone } from '../../../lib/phone-mask';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { PhoneInput } from '../../../ui/phone-input';
import { useUpdateMember } from '../api/update-member';

type Props = {
  member: MemberDetail['uye'];
  /** the cities of the member's country, in Turkish order */
  cities: ComboboxItem[];
  sectors: ComboboxItem[];
};

const LEGEND = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

const idText = (id: number | null) => (id ? String(id) : null);

/**
 * The member's data as the administrator edits it (POST /adn_api/uyebilgilerimGuncelle): the profile's rules, their
 * messages joined in one dialog (admin spec §5), phones typed with the 3-3-2-2 mask, 'Güncellendi.' after the save.
 * The answer replaces the member on the page.
 */
export function MemberEditForm({ member, cities, sectors }: Props) {
  const state = useResourceForm(zAdminMemberUpdate, useUpdateMember(), {
    initialValues: {
      firma: member.firma,
      AdSoyad: member.adSoyad,
      tel: formatPhone(member.tel),
      firmaTel: formatPhone(member.firmatel),
      wpHat: formatPhone(member.wpHat),
      adres: member.adres,
      il: idText(member.il),
      sektor: idText(member.sektor),
      website: member.website,
      aciklama: member.aciklama,
      smsH: member.smsH,
      mailH: member.mailH,
    },
    input: (values) => ({ ...values, id: member.uyeid }),
    success: ADMIN_MEMBER_MSG.updated,
  });
  const { form } = state;
  const phone = (field: 'tel' | 'firmaTel' | 'wpHat') => ({
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
  });
  const aciklama = form.values.aciklama;

  return (
    <ResourceForm state={state} title="Üye Bilgileri" submit="Güncelle" messageAt="modal">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Firma Adı" autoComplete="off" {...form.getInputProps('firma')} />
        <TextInput label="Ad Soyad" autoComplete="off" {...form.getInputProps('AdSoyad')} />
        <PhoneInput label="Telefon" autoComplete="off" {...phone('tel')} />
        <PhoneInput label="Firma Telefonu" autoComplete="off" {...phone('firmaTel')} />
        <PhoneInput label="WhatsApp" autoComplete="off" {...phone('wpHat')} />
        <TextInput label="Web Sitesi" type="url" placeholder="https://" {...form.getInputProps('website')} />
        <Select
          label="Şehir"
          placeholder="Şehir seçin"
          data={cities}
          searchable
          clearable
          nothingFoundMessage="Sonuç bulunamadı..."
          {...form.getInputProps('il')}
        />
        <Select
          label="Sektör"
          placeholder="Sektör seçin"
          data={sectors}
          searchable
          clearable
          nothingFoundMessage="Sonuç bulunamadı..."
          {...form.getInputProps('sektor')}
        />
      </SimpleGrid>
      <Textarea label="Adres" autosize minRows={2} maxRows={5} {...form.getInputProps('adres')} />
      <Textarea
        label="Firma Açıklaması"
        description={`${aciklama.trim().length} / ${MAX_DESCRIPTION}`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MAX_DESCRIPTION}
        {...form.getInputProps('aciklama')}
      />
      <Fieldset legend="Bildirim Tercihleri" variant="unstyled" styles={LEGEND}>
        <Stack gap="xs">
          <Checkbox label="SMS ile bildirim almak istiyor." {...form.getInputProps('smsH', { type: 'checkbox' })} />
          <Checkbox
            label="E-posta ile bildirim almak istiyor."
            {...form.getInputProps('mailH', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
    </ResourceForm>
  );
}
