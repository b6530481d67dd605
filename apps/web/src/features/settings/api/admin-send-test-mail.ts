import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { sendTestMail } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';

/**
 * POST /adn_api/mailislmeleriDeneme (form stgelen) → 'Deneme Mail Gonderildi.'; a failure's text is the transport's
 * error in Turkish. Sent with the stored settings, at once.
 */
export const useSendTestMail = () =>
  useMutation({ mutationFn: (body: CallBody<typeof sendTestMail>) => call(sendTestMail, { body }) });
