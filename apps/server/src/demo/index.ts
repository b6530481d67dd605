// Demo seed: the demo data set that an empty installation starts with (DESIGN §5 DEMO_DATA). The demo data is
// deterministic: one seeded generator drives it. The base rows every installation needs are in ./base.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogProducts, categories } from '../db/schema/catalog';
import { pages, posts } from '../db/schema/content';
import { members } from '../db/schema/members';
import { hashPassword } from '../platform/crypto';
import type { Storage } from '../platform/storage';
import { ImageQueue, storeImages } from './images';
import { insertDemo } from './insert';
import { planCatalog } from './plan-catalog';
import { planContent } from './plan-content';
import { planMarket } from './plan-market';
import { planPeople } from './plan-members';
import { planNotices } from './plan-notices';
import { Rng } from './random';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';
const SEED = 20240601;

/**
 * A realistic demo marketplace (sectors, manufacturers with logos and products, buyers, requests in every state,
 * offers, ratings, content), written only into an installation without members. Pictures are drawn and stored
 * first; the rows then go in with one short transaction, since PGlite has a single connection.
 */
export async function seedDemo(
  db: Db,
  deps: { storage: Storage; log: (msg: string) => void },
): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(members);
  if (n > 0) return { seeded: false };
  const started = Date.now();
  const hashing = hashPassword(DEMO_PASSWORD); // slow (argon2): once, shared by every demo account

  // slugs already in use (an admin may have added catalog rows or pages before the first member)
  const slugs = async (t: typeof categories | typeof catalogProducts | typeof posts | typeof pages) =>
    (await db.select({ slug: t.slug }).from(t)).map((r) => r.slug);
  const taken = { categories: await slugs(categories), products: await slugs(catalogProducts) };
  const takenContent = { posts: await slugs(posts), pages: await slugs(pages) };

  const rng = new Rng(SEED);
  const now = new Date();
  const images = new ImageQueue();
  const catalog = planCatalog(taken.categories, taken.products);
  const people = planPeople(rng, now, catalog, images);
  const market = planMarket(rng, now, catalog, people);
  const notices = planNotices(rng, now, catalog, people, market);
  const content = planContent(rng, now, images, takenContent);

  const paths = await storeImages(deps.storage, images.jobs);
  deps.log(`demo seed: ${paths.length} images stored in ${Date.now() - started} ms`);
  const passwordHash = await hashing;
  await db.transaction((tx) => insertDemo(tx, { catalog, people, market, notices, content }, paths, passwordHash));
  deps.log(
    `demo seed: ${people.members.length} members, ${market.requests.length} requests, ${market.offers.length} offers ` +
      `in ${Date.now() - started} ms (password of every demo account: ${DEMO_PASSWORD})`,
  );
  return { seeded: true };
}
