import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import { contentKeys } from './keys';

/** GET /api/Sayfadetay/{link}: a static page (about us, membership agreement, …) and its group name. */
export const pageQuery = (link: string) =>
  queryOptions({
    queryKey: contentKeys.page(link),
    queryFn: () => call(getPage, { params: { title: link } }),
    staleTime: 10 * 60_000,
  });
