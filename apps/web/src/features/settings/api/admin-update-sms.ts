import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateSmsSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/**
 * POST /adn_api/smsislmeleriGunc (form: kad, sifre, firma, durum, sifreSil) → the settings as stored. An empty sifre
 * keeps the stored password.
 */
export function useUpdateSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateSmsSettings>) => call(updateSmsSettings, { body }),
    onSuccess: (sms) => queryClient.setQueryData(settingsAdminKeys.sms(), sms),
  });
}
