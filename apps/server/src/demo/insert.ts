// Writes a finished demo plan in one short transaction (images are already stored): a few multi-row inserts,
// each returning ids in VALUES order so later rows can point at earlier ones.
import type { Tx } from '../db/client';
import { catalogProducts, categories, categoryTags } from '../db/schema/catalog';
import { ads, articles, faqs, pageCategories, pages, posts, slides } from '../db/schema/content';
import { contactMessages, newsletterSubscribers } from '../db/schema/inbox';
import { members } from '../db/schema/members';
import { notifications } from '../db/schema/notifications';
import { offers, ratings } from '../db/schema/offers';
import { packageDefinitions, packageSubscriptions } from '../db/schema/packages';
import { productImages, products } from '../db/schema/products';
import { requests } from '../db/schema/requests';
import { supportMessages, supportTickets } from '../db/schema/support';
import { recountOffers } from '../modules/requests/service';
import { PACKAGES } from './lists/site-content';
import type { CatalogPlan } from './plan-catalog';
import type { ContentPlan } from './plan-content';
import type { MarketPlan } from './plan-market';
import type { PeoplePlan } from './plan-members';
import type { NoticesPlan } from './plan-notices';

export interface DemoPlan {
  catalog: CatalogPlan;
  people: PeoplePlan;
  market: MarketPlan;
  notices: NoticesPlan;
  content: ContentPlan;
}

const ids = (rows: { id: number }[], expected: number) => {
  if (rows.length !== expected) throw new Error(`seed: expected ${expected} ids, got ${rows.length}`);
  return rows.map((r) => r.id);
};

export async function insertDemo(tx: Tx, plan: DemoPlan, paths: string[], passwordHash: string): Promise<void> {
  const { catalog, people, market, notices, content } = plan;
  const img = (i: number) => paths[i];

  // catalog: sectors, then sub-categories (they point at the sectors), tags, catalog products. planCatalog lists
  // every sector before any sub-category, so categoryIds lines up with the plan's indexes.
  const categoryIds: number[] = [];
  const sectors = catalog.categories.filter((c) => c.parent === null);
  const subs = catalog.categories.filter((c) => c.parent !== null);
  const row = ({ name, slug, search, sort }: (typeof catalog.categories)[number]) => ({ name, slug, search, sort });
  categoryIds.push(
    ...ids(await tx.insert(categories).values(sectors.map(row)).returning({ id: categories.id }), sectors.length),
  );
  const subRows = subs.map((c) => ({ ...row(c), parentId: categoryIds[c.parent as number] }));
  categoryIds.push(...ids(await tx.insert(categories).values(subRows).returning({ id: categories.id }), subs.length));
  await tx
    .insert(categoryTags)
    .values(catalog.categories.flatMap((c, i) => c.tags.map((name) => ({ categoryId: categoryIds[i], name }))));
  const catalogIds = ids(
    await tx
      .insert(catalogProducts)
      .values(
        catalog.products.map((p) => ({
          name: p.name,
          slug: p.slug,
          search: p.search,
          categoryId: categoryIds[p.category],
        })),
      )
      .returning({ id: catalogProducts.id }),
    catalog.products.length,
  );

  // people
  const memberIds = ids(
    await tx
      .insert(members)
      .values(
        people.members.map(({ sector, logo, ...m }) => ({
          ...m,
          passwordHash,
          sectorId: sector === null ? null : categoryIds[catalog.sectorCategory[sector]],
          logo: logo === null ? null : img(logo),
          countryId: 223,
        })),
      )
      .returning({ id: members.id }),
    people.members.length,
  );
  const packageIds = ids(
    await tx
      .insert(packageDefinitions)
      .values(PACKAGES.map((p, i) => ({ ...p, image: img(people.packageImages[i]) })))
      .returning({ id: packageDefinitions.id }),
    PACKAGES.length,
  );
  await tx
    .insert(packageSubscriptions)
    .values(people.subscriptions.map((p) => ({ ...p, memberId: memberIds[p.member], packageId: packageIds[p.pkg] })));
  const productIds = ids(
    await tx
      .insert(products)
      .values(
        people.products.map(({ member, catalog: c, images, ...p }) => ({
          ...p,
          memberId: memberIds[member],
          catalogProductId: catalogIds[c],
        })),
      )
      .returning({ id: products.id }),
    people.products.length,
  );
  await tx.insert(productImages).values(
    people.products.flatMap((p, i) =>
      p.images.map((image, k) => ({
        productId: productIds[i],
        slot: k + 1,
        sort: k + 1,
        path: img(image),
        createdAt: p.createdAt,
      })),
    ),
  );

  // market
  const requestIds = ids(
    await tx
      .insert(requests)
      .values(
        market.requests.map(({ member, catalog: c, state, ...r }) => ({
          ...r,
          memberId: memberIds[member],
          catalogProductId: catalogIds[c],
        })),
      )
      .returning({ id: requests.id }),
    market.requests.length,
  );
  const offerIds = ids(
    await tx
      .insert(offers)
      .values(
        market.offers.map(({ request, member, ...o }) => ({
          ...o,
          requestId: requestIds[request],
          memberId: memberIds[member],
        })),
      )
      .returning({ id: offers.id }),
    market.offers.length,
  );
  await recountOffers(tx); // the requests' offer counters
  if (market.ratings.length)
    await tx.insert(ratings).values(market.ratings.map(({ offer, ...r }) => ({ ...r, offerId: offerIds[offer] })));

  // notices
  if (notices.notifications.length)
    await tx.insert(notifications).values(
      notices.notifications.map(({ member, request, link, ...n }) => ({
        ...n,
        memberId: memberIds[member],
        requestId: requestIds[request],
        link:
          link === 'public' ? `/talep-detay-${requestIds[request]}` : `/account-d-detay-talep-${requestIds[request]}`,
      })),
    );
  const ticketIds = ids(
    await tx
      .insert(supportTickets)
      .values(
        notices.tickets.map((t) => ({
          memberId: memberIds[t.member],
          subject: t.subject,
          createdAt: t.createdAt,
          // the state flags the support service keeps when it adds a message
          answered: t.messages.some((m) => !m.fromMember),
          waiting: t.messages.at(-1)?.fromMember ?? true,
        })),
      )
      .returning({ id: supportTickets.id }),
    notices.tickets.length,
  );
  await tx
    .insert(supportMessages)
    .values(notices.tickets.flatMap((t, i) => t.messages.map((m) => ({ ...m, ticketId: ticketIds[i] }))));

  // content
  await tx.insert(posts).values(content.posts.map((p) => ({ ...p, image: img(p.image) })));
  await tx.insert(faqs).values(content.faqs);
  const pageCategoryIds = ids(
    await tx.insert(pageCategories).values(content.pageCategories).returning({ id: pageCategories.id }),
    content.pageCategories.length,
  );
  await tx
    .insert(pages)
    .values(content.pages.map(({ category, ...p }) => ({ ...p, categoryId: pageCategoryIds[category] })));
  await tx.insert(slides).values(content.slides.map((x) => ({ ...x, image: img(x.image) })));
  await tx.insert(articles).values(content.articles.map((x) => ({ ...x, image: img(x.image) })));
  await tx.insert(ads).values(content.ads.map((x) => ({ ...x, image: img(x.image) })));
  await tx.insert(contactMessages).values(content.contacts);
  await tx.insert(newsletterSubscribers).values(content.subscribers).onConflictDoNothing();
}
