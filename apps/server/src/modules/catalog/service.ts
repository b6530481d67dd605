// The category tree, tags and catalog products.
import type { Sectors } from '@tedarik/contract/site';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

const ref = (c: typeof categories.$inferSelect) => ({ id: c.id, katAd: c.name, link: c.slug, ustKat: c.parentId });

/** Top-level categories (sectors) with their direct sub-categories, in two queries. */
export async function sectors(db: Db): Promise<Sectors> {
  const all = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name));
  const top = all.filter((c) => c.parentId === null);
  return top.map((t) => ({ kt: ref(t), altKt: all.filter((c) => c.parentId === t.id).map(ref) }));
}
