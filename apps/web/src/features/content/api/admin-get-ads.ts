import { queryOptions } from '@tanstack/react-query';
import { getAds } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/reklamList → every ad, by place, then by order. */
export const adminAdsQuery = () => queryOptions({ queryKey: contentAdminKeys.ads(), queryFn: () => call(getAds) });
