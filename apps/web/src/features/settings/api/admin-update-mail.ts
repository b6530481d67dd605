import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateMailSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/**
 * POST /adn_api/mailislmeleriGunc (form: gmail, gsifre, site, Enableessl, Acik, gsifreSil) → the settings as stored.
 * An empty gsifre keeps the stored password.
 */
export function useUpdateMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateMailSettings>) => call(updateMailSettings, { body }),
    onSuccess: (mail) => queryClient.setQueryData(settingsAdminKeys.mail(), mail),
  });
}
