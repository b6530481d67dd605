// A buyer's own requests: create, list, read, stop / publish and finish (spec §2 "My request detail", §4, §5
// "Create request (member)", §7). Every call is the owner's only: someone else's request is not found.

import type { RequestUnit } from '@tedarik/contract/constants';
import { deliveryDayPlace } from '@tedarik/contract/dates';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, preparedPerDb, type Tx } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, tell } from '../../platform/notices';
import { isoDate } from '../../platform/paging';
import { roleSql } from '../packages/service';
import { listQuery, newestFirst, openRequestSql, requestById } from './service';

/** How many of a buyer's requests a list shows (newest first): far more than a buyer keeps open. */
const OWN_LIST_LIMIT = 200;

// A new request's checks are one statement and its insert another, each prepared once per connection: the checks were
// three statements on three of the pool's connections, each planned anew (issue 14). Its delivery date is checked by
// the server's clock, before either.
const requestCheck = preparedPerDb((db) =>
  db
    .select({
      role: roleSql,
      product: sql<boolean>`exists (select 1 from ${catalogProducts} where ${and(
        eq(catalogProducts.id, sql.placeholder('product')),
        eq(catalogProducts.categoryId, sql.placeholder('category')),
        eq(catalogProducts.active, true),
      )})`,
    })
    .from(members)
    .where(eq(members.id, sql.placeholder('member')))
    .prepare('request_check'),
);
const requestInsert = preparedPerDb((db) =>
  db
    .insert(requests)
    .values({
      memberId: sql.placeholder('member'),
      catalogProductId: sql.placeholder('product'),
      material: sql.placeholder('material'),
      quantity: sql.placeholder('quantity'),
      unit: sql.placeholder('unit'),
      detail: sql.placeholder('detail'),
      deliveryOn: sql.placeholder('day'),
      sealed: sql.placeholder('sealed'),
      offerDeadline: sql`${sql.placeholder('deadline')}::timestamptz`, // null: a Date's encoder would fail
      offerCap: sql`${sql.placeholder('cap')}::smallint`,
      originIp: sql`${sql.placeholder('origin')}::text`,
    })
    .returning({ id: requests.id })
    .prepare('request_insert'),
);

export interface RequestInput {
  /** the catalog product asked for, and the category it is chosen under */
  catalogProductId: number;
  categoryId: number;
  quantity: number;
  /** the spec's four from talepOlustur, REQUEST_UNITS from the v2 calls */
  unit: RequestUnit;
  material: string;
  detail: string;
  /** YYYY-MM-DD */
  deliveryOn: string;
  /** Kapalı Zarf (v2 only): offers hidden from the buyer until offerDeadline */
  sealed?: boolean;
  /** an instant with its offset; required when sealed */
  offerDeadline?: string | null;
  /** the most offers it takes (1–50); null or none: no cap */
  offerCap?: number | null;
}

/** The last moment of a day in Türkiye (UTC+3 all year). */
const endOfDayInTurkey = (day: string) => new Date(`${day}T23:59:59.999+03:00`);

/** A sealed request's deadline: after now, not after its delivery day; the field's message, or nothing. */
function deadlineFault(input: RequestInput, now: Date): string | undefined {
  if (!input.sealed) return undefined;
  const deadline = input.offerDeadline ? new Date(input.offerDeadline) : undefined;
  if (!deadline || Number.isNaN(deadline.getTime()) || deadline <= now) return DESK_MSG.offerDeadline;
  if (deadline > endOfDayInTurkey(input.deliveryOn)) return DESK_MSG.offerDeadlineLate;
  return undefined;
}

/** What the save of a new request does besides its row, in its transaction (the files picked in its form). */
export type AlongWithRequest = (tx: Tx, requestId: number) => Promise<void>;

/**
 * Only a plain member (role basic) creates requests (DESIGN §4 "Roles"), for delivery from today (in Türkiye, by the
 * server's clock) to 5 years later. `along` runs in the insert's transaction: when it throws, no request is made.
 * `originIp`: the address it came from (the moderation workbench flags a burst or a near copy from one address).
 */
export async function createRequest(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  memberId: number,
  input: RequestInput,
  along?: AlongWithRequest,
  originIp?: string,
) {
  const { db } = ctx;
  const place = deliveryDayPlace(input.deliveryOn, isoDate(ctx.clock.now()));
  const [check] = await requestCheck(db).execute({
    member: memberId,
    product: input.catalogProductId,
    category: input.categoryId,
  });
  if (check?.role !== 'basic') throw new AppError(REQUEST_MSG.buyersOnly, 403);
  const deadline = deadlineFault(input, ctx.clock.now());
  const faults = Object.entries({
    catalogProductId: !check.product && REQUEST_MSG.product,
    deliveryOn: (place === 'past' && REQUEST_MSG.deliveryDate) || (place === 'far' && REQUEST_MSG.deliveryDateFar),
    offerDeadline: deadline,
  }).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (faults.length) throw new AppError(faults.map((e) => e[1]).join('\n'), 400, Object.fromEntries(faults));
  const row = {
    member: memberId,
    product: input.catalogProductId,
    material: input.material,
    quantity: input.quantity,
    unit: input.unit,
    detail: input.detail,
    day: input.deliveryOn,
    sealed: input.sealed ?? false,
    deadline: input.sealed ? new Date(input.offerDeadline as string).toISOString() : null,
    cap: input.offerCap ?? null,
    origin: originIp ?? null,
  };
  if (!along) return (await requestInsert(db).execute(row))[0].id;
  return db.transaction(async (tx) => {
    const [r] = await requestInsert(tx).execute(row);
    await along(tx, r.id);
    return r.id;
  });
}

/** The owner's active (open) or ended (finished or past its time) requests, newest first. */
const ownList = (ended: boolean) =>
  preparedPerDb((db) =>
    listQuery(db)
      .where(and(eq(requests.memberId, sql.placeholder('member')), ended ? sql`not ${openRequestSql}` : openRequestSql))
      .orderBy(...newestFirst)
      .limit(OWN_LIST_LIMIT)
      .prepare(ended ? 'own_requests_ended' : 'own_requests'),
  );
const [ownOpen, ownEnded] = [ownList(false), ownList(true)];

export const ownRequests = (db: Db, memberId: number, ended: boolean) =>
  (ended ? ownEnded : ownOpen)(db).execute({ member: memberId });

/** The owner's request, or 404 (someone else's request is not told apart from a missing one). */
export async function ownRequest(db: Db, memberId: number, id: number) {
  const request = await requestById(db, id);
  if (!request || request.ownerId !== memberId) throw notFound(REQUEST_MSG.notFound);
  return request;
}

/**
 * 'toggle' stops a published request or publishes a stopped one; 'finish' finishes it for good, and every supplier
 * whose offer was not accepted is told in the same transaction (issue 47 item 16): they stop waiting for an answer.
 */
export async function changeOwnRequest(
  ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>,
  memberId: number,
  id: number,
  action: 'toggle' | 'finish',
) {
  const request = await ownRequest(ctx.db, memberId, id);
  if (request.finished) throw new AppError(REQUEST_MSG.finished);
  const mine = and(eq(requests.id, id), eq(requests.memberId, memberId), eq(requests.finished, false));
  if (action === 'toggle') {
    await ctx.db.update(requests).set({ published: !request.published }).where(mine);
    return;
  }
  const text = `Alıcı ${request.productName} talebini sonlandırdı; teklifiniz kabul edilmedi.`;
  const link = `/account-d-detay-teklif-${id}`;
  const told = await ctx.db.transaction(async (tx) => {
    const [finished] = await tx.update(requests).set({ finished: true }).where(mine).returning({ id: requests.id });
    if (!finished) return undefined; // finished in parallel: told once
    return tell(tx, {
      to: sql`select o.member_id from offers o where o.request_id = ${id} and not o.reviewed`,
      bell: { kind: 'request_finished', text, link, requestId: id },
      mail: {
        subject: `Talep sonlandırıldı: ${request.productName}`,
        body: `${text}\n\n${ctx.publicUrl}${link}`,
        title: 'Talep sonlandırıldı',
        paragraphs: [text],
        action: { label: 'Teklifi Gör', link: `${ctx.publicUrl}${link}` },
      },
    });
  });
  if (told) await afterCommit(ctx, told);
}

// ── editing a request and sending it back to moderation (issue 37) ─────────────────────────────────────────────────
const productCheck = preparedPerDb((db) =>
  db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(
      and(
        eq(catalogProducts.id, sql.placeholder('product')),
        eq(catalogProducts.categoryId, sql.placeholder('category')),
        eq(catalogProducts.active, true),
      ),
    )
    .prepare('request_edit_product'),
);

/** Why a request cannot be edited (the first reason), or null when it can. */
function editRefusal(r: { approved: boolean | null; finished: boolean; offers: number }) {
  if (r.finished) return REQUEST_MSG.finished;
  if (r.approved) return REQUEST_MSG.editApproved;
  if (r.offers > 0) return REQUEST_MSG.editWithOffers;
  return null;
}

/**
 * The owner changes a request waiting for moderation or rejected, with the rules of a new one (createRequest; the
 * owner's role is not asked again), and sends it back to moderation: waiting, the rejection note cleared, first in
 * the back-office's waiting list. An approved or finished request, or one with offers (a rejected request may have
 * been approved before), is refused: its companies answered what it said. The change is one statement whose
 * condition is the rule, so an approval in between is never overwritten; the public counters' triggers (migrations
 * 0010, 0011) see a request that was not public and still is not.
 */
export async function editRequest(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  memberId: number,
  id: number,
  input: RequestInput,
) {
  const { db } = ctx;
  const current = await ownRequest(db, memberId, id);
  const refused = editRefusal(current);
  if (refused) throw new AppError(refused, 409);
  const place = deliveryDayPlace(input.deliveryOn, isoDate(ctx.clock.now()));
  const [product] = await productCheck(db).execute({ product: input.catalogProductId, category: input.categoryId });
  const fields: Record<string, string> = {};
  if (!product) fields.catalogProductId = REQUEST_MSG.product;
  if (place !== 'within') fields.deliveryOn = place === 'past' ? REQUEST_MSG.deliveryDate : REQUEST_MSG.deliveryDateFar;
  if (Object.keys(fields).length) throw new AppError(Object.values(fields).join('\n'), 400, fields);
  const [edited] = await db
    .update(requests)
    .set({
      catalogProductId: input.catalogProductId,
      quantity: input.quantity,
      unit: input.unit,
      material: input.material,
      detail: input.detail,
      deliveryOn: input.deliveryOn,
      approved: null,
      rejectionNote: '',
      resubmittedAt: ctx.clock.now(),
    })
    .where(
      and(
        eq(requests.id, id),
        eq(requests.memberId, memberId),
        sql`${requests.approved} is not true`,
        eq(requests.finished, false),
        eq(requests.offerCount, 0),
      ),
    )
    .returning({ id: requests.id });
  if (!edited) {
    // decided, finished or offered on since it was read
    const now = await ownRequest(db, memberId, id);
    throw new AppError(editRefusal(now) ?? REQUEST_MSG.editApproved, 409);
  }
  return ownRequest(db, memberId, id);
}
