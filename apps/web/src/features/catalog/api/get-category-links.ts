import { queryOptions } from '@tanstack/react-query';
import type { zCategoryLinks } from '@tedarik/contract/catalog';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

export type CategoryRef = z.infer<typeof zCategoryLinks>[number];

/** GET /api/kategoriListLink: every category with its link, to resolve /urunler-{link} and /talepler-{link}. */
export const fetchCategoryLinks = () => getJson<CategoryRef[]>('/api/kategoriListLink');

export const categoryLinksQuery = () =>
  queryOptions({ queryKey: ['catalog', 'links'], queryFn: fetchCategoryLinks, staleTime: 10 * 60_000 });

/** The category of a link (links are lower-case slugs; the URL may not be). */
export const categoryByLink = (links: CategoryRef[], link: string) =>
  links.find((c) => c.link.toLowerCase() === link.toLowerCase());
