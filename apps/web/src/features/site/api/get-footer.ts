import { queryOptions } from '@tanstack/react-query';
import type { Footer } from '@tedarik/contract/site';
import { getJson } from '../../../lib/http';

/** GET /api/footer: page groups, social links, tags and the copyright line. */
export const fetchFooter = () => getJson<Footer>('/api/footer');

export const footerQuery = () =>
  queryOptions({ queryKey: ['site', 'footer'], queryFn: fetchFooter, staleTime: 10 * 60_000 });
