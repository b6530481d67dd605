import { queryOptions } from '@tanstack/react-query';
import { getAdTypes } from '@tedarik/contract/content/public-admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/reklamTipList (no credentials) → the places an ad may show, {value, text}. They change with a release. */
export const adTypesQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.adTypes(), queryFn: () => call(getAdTypes), staleTime: Infinity });
