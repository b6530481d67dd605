import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SETTINGS_MSG, zSocialUpdate } from '@tedarik/contract/settings/admin';
import type { SocialSettings } from '@tedarik/contract/settings/public';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { adminSocialQuery } from '../api/admin-get-social';
import { useUpdateSocial } from '../api/admin-update-social';

const LINKS: readonly { field: Exclude<keyof SocialSettings, 'pinterest'>; label: string; placeholder: string }[] = [
  { field: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { field: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
  { field: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { field: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@…' },
  { field: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
];

/**
 * sosyalMedyaisl (admin spec §3 "Social media"): the footer's and the contact page's links; an empty one is not
 * shown. The spec's pinterest field carries the WhatsApp / help line number.
 */
export function SocialSettingsScreen() {
  const { data } = useSuspenseQuery(adminSocialQuery());
  const state = useResourceForm(zSocialUpdate, useUpdateSocial(), {
    initialValues: data as SocialSettings,
    success: SETTINGS_MSG.saved,
    failed: SETTINGS_MSG.failed,
    onSaved: (saved, { form }) => {
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });
  const input = state.form.getInputProps;
  return (
    <Stack gap="md">
      <ScreenHeader title="Sosyal Medya" />
      <ResourceForm state={state} aria-label="Sosyal medya bağlantıları">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LINKS.map((link) => (
            <TextInput
              key={link.field}
              label={link.label}
              type="url"
              placeholder={link.placeholder}
              {...input(link.field)}
            />
          ))}
          <TextInput
            label="WhatsApp"
            description="Yardım hattı numarası (ör. 0532 123 45 67) ya da WhatsApp bağlantısı."
            placeholder="0532 123 45 67"
            {...input('pinterest')}
          />
        </SimpleGrid>
      </ResourceForm>
    </Stack>
  );
}
