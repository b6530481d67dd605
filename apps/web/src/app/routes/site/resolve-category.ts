import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { data } from 'react-router';
import { categoryByLink, categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { queryClient } from '../../query-client';

/** The category of a /urunler-{link} or /talepler-{link} URL (GET /api/kategoriListLink); an unknown link is a 404. */
export async function resolveCategory(link: string | undefined): Promise<CategoryRef | undefined> {
  if (!link) return undefined;
  const category = categoryByLink(await queryClient.ensureQueryData(categoryLinksQuery()), link);
  if (!category) throw data(null, { status: 404 });
  return category;
}
