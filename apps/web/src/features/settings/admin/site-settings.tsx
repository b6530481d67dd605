import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SETTINGS_MSG, zSiteSettingsUpdate } from '@tedarik/contract/settings/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { adminSiteSettingsQuery } from '../api/admin-get-site-settings';
import { useUpdateSiteSettings } from '../api/admin-update-site-settings';
import { SiteSettingsFields, type SiteValues } from './site-settings-fields';

/**
 * genelAyarlar (admin spec §2, §3 "Site settings"): every field is sent; the answer (the contact text sanitised, a
 * pasted iframe stored as its embed link) replaces the form's values. 'Bilgileriniz güncellendi.', or 'İşlem
 * Yapılamadı Bilgilerinizi kontrol edin!' with the server's reason — in a dialog, since the save button sits at the
 * foot of a long form and an alert at its head would go unseen.
 */
export function SiteSettingsScreen() {
  const { data } = useSuspenseQuery(adminSiteSettingsQuery());
  const state = useResourceForm(zSiteSettingsUpdate, useUpdateSiteSettings(), {
    initialValues: data as SiteValues,
    success: SETTINGS_MSG.saved,
    failed: SETTINGS_MSG.failed,
    onSaved: (saved, { form }) => {
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="Genel Ayarlar" />
      <ResourceForm state={state} messageAt="modal" aria-label="Genel ayarlar">
        <SiteSettingsFields form={state.form} />
      </ResourceForm>
    </Stack>
  );
}
