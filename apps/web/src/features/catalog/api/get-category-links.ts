import { queryOptions } from '@tanstack/react-query';
import { type CategoryRef, getCategoryLinks } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/** GET /api/kategoriListLink: every category with its link, to resolve /urunler-{link} and /talepler-{link}. */
export const categoryLinksQuery = () =>
  queryOptions({ queryKey: catalogKeys.links(), queryFn: () => call(getCategoryLinks), staleTime: 10 * 60_000 });

/** The category of a link (links are lower-case slugs; the URL may not be). */
export const categoryByLink = (links: CategoryRef[], link: string) =>
  links.find((c) => c.link.toLowerCase() === link.toLowerCase());
