import { queryOptions } from '@tanstack/react-query';
import { getHomePage } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import { contentKeys } from './keys';

/** GET /api/indexpage: counters, upper and lower article blocks, sectors and home banners. */
export const homePageQuery = () =>
  queryOptions({ queryKey: contentKeys.home(), queryFn: () => call(getHomePage), staleTime: 60_000 });
