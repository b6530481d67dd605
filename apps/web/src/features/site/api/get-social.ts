import { queryOptions } from '@tanstack/react-query';
import type { SocialSettings } from '@tedarik/contract/site';
import { getJson } from '../../../lib/http';

/** GET /api/SosyalMedya: the social links (pinterest carries the WhatsApp / help phone number). */
export const fetchSocial = () => getJson<SocialSettings>('/api/SosyalMedya');

export const socialQuery = () =>
  queryOptions({ queryKey: ['site', 'social'], queryFn: fetchSocial, staleTime: 10 * 60_000 });
