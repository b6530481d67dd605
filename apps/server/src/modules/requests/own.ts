// A buyer's own requests: create, list, read, stop / publish and finish (spec §2 "My request detail", §4, §5
// "Create request (member)", §7). Every call is the owner's only: someone else's request is not found.
import { type CreateRequest, REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, preparedPerDb, rawRows } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { AppError, notFound } from '../../platform/errors';
import { catalogProduct } from '../catalog/service';
import { roleOf } from '../packages/service';
import { listQuery, newestFirst, openRequestSql, requestById } from './service';

/** How many of a buyer's requests a list shows (newest first): far more than a buyer keeps open. */
const OWN_LIST_LIMIT = 200;

/** Only a plain member (role basic) creates requests (DESIGN §4 "Roles"). */
export async function createRequest(db: Db, memberId: number, input: CreateRequest) {
  const [role, product, [{ future }]] = await Promise.all([
    roleOf(db, memberId),
    catalogProduct(db, input.urun),
    // today in Türkiye is the database's today (its time zone is Europe/Istanbul); a non-date is no future
    rawRows<{ future: boolean }>(
      db,
      sql`select coalesce(to_date(${input.tarih}, 'YYYY-MM-DD') >= current_date
      and to_char(to_date(${input.tarih}, 'YYYY-MM-DD'), 'YYYY-MM-DD') = ${input.tarih}, false) as future`,
    ),
  ]);
  if (role !== 'basic') throw new AppError(REQUEST_MSG.buyersOnly, 403);
  const wrong = [
    (!product?.active || product.categoryId !== input.ktt) && REQUEST_MSG.product,
    !future && REQUEST_MSG.deliveryDate,
  ].filter(Boolean);
  if (wrong.length) throw new AppError(wrong.join('\n'));
  const [r] = await db
    .insert(requests)
    .values({
      memberId,
      catalogProductId: input.urun,
      material: input.malzeme,
      quantity: input.adet,
      unit: input.tip,
      detail: input.detay,
      deliveryOn: input.tarih,
    })
    .returning({ id: requests.id });
  return r.id;
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

/** islem 'durdur' stops a published request or publishes a stopped one; 'bitir' finishes it for good. */
export async function changeOwnRequest(db: Db, memberId: number, id: number, action: 'durdur' | 'bitir') {
  const request = await ownRequest(db, memberId, id);
  if (request.finished) throw new AppError(REQUEST_MSG.finished);
  await db
    .update(requests)
    .set(action === 'bitir' ? { finished: true } : { published: !request.published })
    .where(and(eq(requests.id, id), eq(requests.memberId, memberId), eq(requests.finished, false)));
}
