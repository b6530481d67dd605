import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateSocialSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { SETTINGS_VIEWS } from '../../../lib/settings-views';
import { settingsAdminKeys } from './admin-keys';

/** POST /adn_api/sosyalmedya (JSON) → the links as stored; the footer and the contact page show them at once. */
export function useUpdateSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateSocialSettings>) => call(updateSocialSettings, { body }),
    onSuccess: (social) => {
      queryClient.setQueryData(settingsAdminKeys.social(), social);
      void queryClient.invalidateQueries({ queryKey: SETTINGS_VIEWS.social });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_VIEWS.footer });
    },
  });
}
