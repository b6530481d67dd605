// The workbench's decisions (decision 0058): each kind's approval and rejection is its area's own service function,
// the one the legacy call uses (notices, cache, matching companies alike). A bulk approval checks every item first
// (all waiting, all of a kind approved in bulk: else nothing is done), then approves each in its own transaction.
import type { ModerationKind } from '@tedarik/contract/moderation/admin';
import { QUEUE_MSG } from '@tedarik/contract/moderation/admin-queue';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { AuditRecord } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { closeThread, dismissComplaint } from '../conversations/service';
import { setSubscriptionStatus } from '../packages/service';
import { decideRating } from '../reputation/service';
import { moderate } from '../requests/service';
import { reviewDocument } from '../verification/service';
import { reasonText } from './reasons';

type Ctx = Pick<AppContext, 'db' | 'cache' | 'events' | 'outbox' | 'publicUrl' | 'clock'>;
export interface ItemRef {
  kind: ModerationKind;
  id: number;
}

const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

/** Each kind's waiting rows among ids, with what its decision needs: the member (or the thread) it concerns. */
const WAITING: Partial<Record<ModerationKind, (ids: number[]) => SQL>> = {
  request: (ids) => sql`select id, member_id as owner from requests where approved is null and id in ${idList(ids)}`,
  rating: (ids) => sql`select id, 0 as owner from ratings where status is null and id in ${idList(ids)}`,
  package: (ids) =>
    sql`select id, member_id as owner from package_subscriptions where status is null and id in ${idList(ids)}`,
  complaint: (ids) => sql`select c.id, m.conversation_id as owner from conversation_complaints c
    join conversation_messages m on m.id = c.message_id where c.resolved_at is null and c.id in ${idList(ids)}`,
  document: (ids) =>
    sql`select id, member_id as owner from verification_documents where status = 'pending' and id in ${idList(ids)}`,
};

/** The items as they wait, each with its owner; refused whole (409) if one is not waiting, 400 if its kind is not kept. */
async function waitingItems(db: Db, items: ItemRef[]) {
  const owners = new Map<string, number>();
  for (const kind of new Set(items.map((i) => i.kind))) {
    const read = WAITING[kind];
    if (!read) throw new AppError(QUEUE_MSG.notSupported, 400);
    const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
    for (const row of await rawRows<{ id: number; owner: number }>(db, read(ids)))
      owners.set(`${kind}_${row.id}`, Number(row.owner));
  }
  const missing = items.find((i) => !owners.has(`${i.kind}_${i.id}`));
  if (missing) throw new AppError(QUEUE_MSG.notWaiting, 409);
  return items.map((i) => ({ ...i, owner: owners.get(`${i.kind}_${i.id}`) as number }));
}

async function decide(
  ctx: Ctx,
  audit: AuditRecord,
  item: ItemRef & { owner: number },
  approved: boolean,
  reason: string,
  listed = { reasonId: 0, note: '' }, // a rejection's reason of the list and the note, as the documents keep them
) {
  switch (item.kind) {
    case 'request':
      return moderate(ctx, item.owner, { requestId: item.id, approved, reason });
    case 'rating':
      return decideRating(ctx, item.id, approved, reason);
    case 'package':
      return setSubscriptionStatus(ctx, item.owner, item.id, approved, reason);
    case 'complaint':
      // upheld: its thread is closed (every open complaint of it resolved); else dismissed, the thread stays open
      return approved ? closeThread(ctx, audit, item.owner) : dismissComplaint(ctx.db, audit, item.id, reason);
    case 'document':
      // the verification area's own review: the company is told in its transaction
      return reviewDocument(ctx, item.id, approved ? { approve: true } : { approve: false, ...listed });
    default:
      throw new AppError(QUEUE_MSG.notSupported, 400);
  }
}

/**
 * Approves the items: one of any kind, or several requests, ratings and package applications (a complaint upheld
 * closes a whole thread: one at a time). All are checked first; then each is its area's own approval, in its own
 * transaction, so one item's notices never wait for another's.
 */
export async function approve(ctx: Ctx, audit: AuditRecord, items: ItemRef[]) {
  const unique = [...new Map(items.map((i) => [`${i.kind}_${i.id}`, i])).values()];
  if (unique.length > 1 && unique.some((i) => i.kind === 'complaint')) throw new AppError(QUEUE_MSG.notBulk, 400);
  const waiting = await waitingItems(ctx.db, unique);
  for (const item of waiting) await decide(ctx, audit, item, true, '');
  return waiting.length;
}

/** Rejects a waiting item with a reason of its kind's list (and the administrator's note after it). */
export async function reject(ctx: Ctx, audit: AuditRecord, input: ItemRef & { reasonId: number; note: string }) {
  const reason = await reasonText(ctx.db, input.kind, input.reasonId);
  const [item] = await waitingItems(ctx.db, [input]);
  await decide(ctx, audit, item, false, input.note ? `${reason} ${input.note}` : reason, input);
}
