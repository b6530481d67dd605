import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@tedarik/contract/content';
import { getJson } from '../../../lib/http';

/** GET /api/Sayfadetay/{link}: a static page (about us, membership agreement, …) and its group name. */
export const fetchPage = (link: string) => getJson<Page>(`/api/Sayfadetay/${encodeURIComponent(link)}`);

export const pageQuery = (link: string) =>
  queryOptions({ queryKey: ['content', 'page', link], queryFn: () => fetchPage(link), staleTime: 10 * 60_000 });
