import { queryOptions } from '@tanstack/react-query';
import { getSocial } from '@tedarik/contract/settings/public';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';

/** GET /api/SosyalMedya: the social links (pinterest carries the WhatsApp / help phone number). */
export const socialQuery = () =>
  queryOptions({ queryKey: siteKeys.social(), queryFn: () => call(getSocial), staleTime: 10 * 60_000 });
