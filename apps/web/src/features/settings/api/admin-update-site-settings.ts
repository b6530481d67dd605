import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateSiteSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { SETTINGS_VIEWS } from '../../../lib/settings-views';
import { settingsAdminKeys } from './admin-keys';

/**
 * POST /adn_api/genelislmeleri (JSON) → the settings as stored (the contact text sanitised, the map as its embed URL).
 * The site's title, meta, home intro, contact page and footer show them at once.
 */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateSiteSettings>) => call(updateSiteSettings, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsAdminKeys.site(), settings);
      void queryClient.invalidateQueries({ queryKey: SETTINGS_VIEWS.titleAndMeta });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_VIEWS.footer });
    },
  });
}
