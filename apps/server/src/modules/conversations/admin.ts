// The back-office's side of conversations (issue 38 items 3 and 6): the complaints' queue, any thread with the
// originals the other side did not see marked (each reading audited), closing a thread, dismissing a complaint.
// Stopping a member is the existing stop with a reason (accounts' 'uyedurum'): the queue names whom to stop.

import { CONVERSATION_ADMIN_MSG } from '@tedarik/contract/conversations/admin';
import { maskContacts } from '@tedarik/contract/conversations/masking';
import type { ComplaintCategory } from '@tedarik/contract/conversations/member';
import { type AnyColumn, and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema/attachments';
import { catalogProducts } from '../../db/schema/catalog';
import { conversationComplaints, conversationMessages, conversations } from '../../db/schema/conversations';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import { type AuditRecord, auditTrail, writeAudit } from '../../platform/audit';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { tellNow } from '../../platform/notices';
import { cursorPage } from '../../platform/paging';
import { toAttachment } from '../attachments/wire';

const buyer = alias(members, 'buyer');
const supplier = alias(members, 'supplier');
const by = alias(members, 'by');
const writer = alias(members, 'writer');
const nameOf = (m: { companyName: AnyColumn; fullName: AnyColumn }) =>
  sql<string>`coalesce(nullif(${m.companyName}, ''), ${m.fullName})`;

/** The complaints, open ones oldest first (`all`: every one, newest first), paged by cursor (the complaint's id). */
export async function listComplaints(db: Db, page: { cursor?: number; limit?: number; all?: '0' | '1' }) {
  const all = page.all === '1';
  const { cursor } = page;
  const read = (take: number) =>
    db
      .select({
        id: conversationComplaints.id,
        conversationId: conversationMessages.conversationId,
        requestId: conversations.requestId,
        requestTitle: catalogProducts.name,
        messageId: conversationMessages.id,
        text: conversationMessages.text,
        reason: conversationComplaints.reason,
        category: sql<ComplaintCategory>`${conversationComplaints.category}`,
        by: { id: by.id, name: nameOf(by) },
        about: { id: writer.id, name: nameOf(writer) },
        createdAt: conversationComplaints.createdAt,
        resolvedAt: conversationComplaints.resolvedAt,
      })
      .from(conversationComplaints)
      .innerJoin(conversationMessages, eq(conversationMessages.id, conversationComplaints.messageId))
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .innerJoin(requests, eq(requests.id, conversations.requestId))
      .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
      .innerJoin(by, eq(by.id, conversationComplaints.memberId))
      .innerJoin(writer, eq(writer.id, conversationMessages.senderId))
      .where(
        and(
          all ? undefined : isNull(conversationComplaints.resolvedAt),
          cursor === undefined ? undefined : (all ? lt : gt)(conversationComplaints.id, cursor),
        ),
      )
      .orderBy(all ? desc(conversationComplaints.id) : asc(conversationComplaints.id))
      .limit(take);
  const shown = await cursorPage(page.limit ?? 50, read, (r) => r.id);
  return {
    items: shown.items.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
    nextCursor: shown.nextCursor,
  };
}

/** The audit log's rows of a thread, by what they did (decision 0054: conversations' audit is part of the log). */
const THREAD_ACTIONS: Record<string, 'read' | 'closed' | 'dismissed'> = {
  'GET /adn_api/v2/conversations/:id': 'read',
  'POST /adn_api/v2/conversations/:id/close': 'closed',
  'POST /adn_api/v2/complaints/:id/dismiss': 'dismissed',
};
const AUDITED = 'conversations';

/** A thread whole for the administrator, its originals marked; this reading is added to its audit. */
export async function threadForAdmin(db: Db, audit: AuditRecord, id: number) {
  const [t] = await db
    .select({
      id: conversations.id,
      requestId: conversations.requestId,
      requestTitle: catalogProducts.name,
      buyer: { id: buyer.id, name: nameOf(buyer), email: buyer.email },
      supplier: { id: supplier.id, name: nameOf(supplier), email: supplier.email },
      accepted: sql<boolean>`exists (select from ${offers} where ${offers.requestId} = ${conversations.requestId}
        and ${offers.memberId} = ${conversations.supplierId} and ${offers.reviewed})`,
      blocked: sql<boolean>`${conversations.blockedBy} is not null`,
      blockedBy: sql<'buyer' | 'supplier' | null>`case ${conversations.blockedBy}
        when ${conversations.buyerId} then 'buyer' when ${conversations.supplierId} then 'supplier' end`,
      closedAt: conversations.closedAt,
    })
    .from(conversations)
    .innerJoin(requests, eq(requests.id, conversations.requestId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(supplier, eq(supplier.id, conversations.supplierId))
    .where(eq(conversations.id, id));
  if (!t) throw notFound(CONVERSATION_ADMIN_MSG.notFound);
  await writeAudit(db, audit, { targetType: AUDITED, targetId: id });
  const messages = await db
    .select({ m: conversationMessages, file: attachments })
    .from(conversationMessages)
    .leftJoin(attachments, eq(attachments.messageId, conversationMessages.id))
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(asc(conversationMessages.id));
  const trail = await auditTrail(db, AUDITED, id);
  return {
    thread: { ...t, closedAt: t.closedAt?.toISOString() ?? null },
    messages: messages.map(({ m, file }) => ({
      id: m.id,
      from: m.senderId === t.buyer.id ? ('buyer' as const) : ('supplier' as const),
      text: m.text,
      // what the other side was shown masked: nothing once the buyer accepted
      hidden: t.accepted ? [] : maskContacts(m.text).kinds,
      file: file && toAttachment(file),
      createdAt: m.createdAt.toISOString(),
    })),
    audit: trail.flatMap((a) =>
      THREAD_ACTIONS[a.action]
        ? [{ admin: a.admin, action: THREAD_ACTIONS[a.action], createdAt: a.at.toISOString() }]
        : [],
    ),
  };
}

/** Closes the thread (nobody writes in it any more) and resolves its open complaints, in one transaction. */
export async function closeThread(
  ctx: Pick<AppContext, 'db' | 'cache' | 'events' | 'outbox'>,
  audit: AuditRecord,
  id: number,
) {
  const { db, cache } = ctx;
  const closed = await db.transaction(async (tx) => {
    const [t] = await tx
      .update(conversations)
      .set({ closedAt: sql`coalesce(${conversations.closedAt}, now())` })
      .where(eq(conversations.id, id))
      .returning({
        buyerId: conversations.buyerId,
        supplierId: conversations.supplierId,
        requestId: conversations.requestId,
      });
    if (!t) throw notFound(CONVERSATION_ADMIN_MSG.notFound);
    await tx
      .update(conversationComplaints)
      .set({ resolvedAt: sql`now()` })
      .where(
        and(
          isNull(conversationComplaints.resolvedAt),
          sql`${conversationComplaints.messageId} in (select id from ${conversationMessages}
            where ${conversationMessages.conversationId} = ${id})`,
        ),
      );
    await writeAudit(tx, audit, { targetType: AUDITED, targetId: id });
    return t;
  });
  cache.changed([tag.member(closed.buyerId), tag.member(closed.supplierId)]); // their cached lists of threads
  const event = { kind: 'conversation', conversationId: id, requestId: closed.requestId } as const;
  await tellNow(ctx, { to: closed.buyerId, event }, { to: closed.supplierId, event });
}

/** Resolves a complaint as unfounded; its thread stays open. `note`: why (the moderation workbench's reason). */
export async function dismissComplaint(db: Db, audit: AuditRecord, complaintId: number, note = '') {
  await db.transaction(async (tx) => {
    const [c] = await tx
      .update(conversationComplaints)
      .set({ resolvedAt: sql`coalesce(${conversationComplaints.resolvedAt}, now())`, resolutionNote: note })
      .where(eq(conversationComplaints.id, complaintId))
      .returning({ messageId: conversationComplaints.messageId });
    if (!c) throw notFound(CONVERSATION_ADMIN_MSG.complaintNotFound);
    const [m] = await tx
      .select({ conversationId: conversationMessages.conversationId })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, c.messageId));
    await writeAudit(tx, audit, { targetType: AUDITED, targetId: m.conversationId, after: { complaintId } });
  });
}
