import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { sendTestSms } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';

/**
 * POST /adn_api/smsislmeleriDeneme (form stgelen: a mobile number) → the gateway's answer as the text to show; a
 * failure's text is the gateway's error in Turkish. Sent with the stored settings, at once.
 */
export const useSendTestSms = () =>
  useMutation({ mutationFn: (body: CallBody<typeof sendTestSms>) => call(sendTestSms, { body }) });
