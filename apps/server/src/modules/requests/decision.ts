// A request's moderation decision and what it causes (admin spec §2 "Requests", §4, §7): approving reaches the
// matching companies, rejecting tells the buyer why. One path for the legacy call (talepOnay) and the moderation
// workbench (decision 0058), and one definition of whom an approval reaches, which the workbench shows before it
// ('Bu talep N firmaya ulaşacak'). Kept apart from service.ts, which re-exports it (service.ts imports nothing here).
import { maskCompany } from '@tedarik/contract/text';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { afterCommit, tell } from '../../platform/notices';
import { offeringMembersSql } from '../products/service';

/**
 * The companies a request's approval tells of it (DESIGN §4 "Matching"): the active companies with an open product
 * under its catalog product, never its buyer. `(select m.id …)` for `tell`'s `to`, and for the count before approval.
 */
export const matchingCompaniesSql = (request: { productId: number | SQL; ownerId: number | SQL }) =>
  sql`select m.id from members m where m.id in ${offeringMembersSql(request.productId)}
    and m.id <> ${request.ownerId} and m.is_company and m.active`;

/** How many companies the request's approval would tell ('Bu talep N firmaya ulaşacak'); undefined: no request. */
export async function requestReach(db: Db, requestId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ productId: requests.catalogProductId, ownerId: requests.memberId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!row) return undefined;
  const [{ n }] = await db.select({ n: count() }).from(sql`(${matchingCompaniesSql(row)}) as matching`);
  return n;
}

/** What a decision needs of its request. */
const decisionRow = (db: Db, id: number) =>
  db
    .select({
      id: requests.id,
      ownerId: requests.memberId,
      approved: requests.approved,
      quantity: requests.quantity,
      unit: requests.unit,
      productId: catalogProducts.id,
      productName: catalogProducts.name,
      company: members.companyName,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(members, eq(members.id, requests.memberId))
    .where(eq(requests.id, id))
    .then((rows) => rows.at(0));

/** The member whose request it is (the legacy call names it; the workbench finds it); undefined: no request. */
export const requestOwner = async (db: Db, requestId: number) => (await decisionRow(db, requestId))?.ownerId;

export interface ModerationInput {
  requestId: number;
  /** null: waiting */
  approved: boolean | null;
  /** why it was rejected; told to the buyer */
  reason: string;
}

/**
 * Sets a member's request to approved, rejected (with the reason) or waiting, in one transaction with what it causes:
 * the buyer is told; a first approval reaches every matching company once (its bell, and a mail and an SMS as it
 * consented), the buyer's company masked.
 */
export async function moderate(
  ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>,
  memberId: number,
  input: ModerationInput,
) {
  const request = await decisionRow(ctx.db, input.requestId);
  if (!request || request.ownerId !== memberId) throw notFound('Talep bulunamadı.');
  const { approved } = input;
  const link = `/account-d-detay-talep-${request.id}`;
  const told = await ctx.db.transaction(async (tx) => {
    await tx
      .update(requests)
      .set({ approved, rejectionNote: approved === false ? input.reason : '' })
      .where(and(eq(requests.id, request.id), eq(requests.memberId, memberId)));
    if (approved === request.approved || approved === null) return undefined; // nothing to tell
    if (approved === false)
      return tell(tx, {
        to: memberId,
        bell: {
          kind: 'request_rejected',
          text: `${request.productName} talebiniz onaylanmadı. ${input.reason}`,
          link,
          requestId: request.id,
        },
      });
    const amount = request.quantity > 0 ? `${request.quantity.toLocaleString('tr-TR')} ${request.unit} ` : '';
    const text = `${maskCompany(request.company)} firması ${amount}${request.productName} için yeni bir talep oluşturdu.`;
    const matchLink = `/talep-detay-${request.id}`;
    return tell(
      tx,
      {
        to: memberId,
        bell: {
          kind: 'request_approved',
          text: `${request.productName} talebiniz onaylandı ve imalatçılara iletildi.`,
          link,
          requestId: request.id,
        },
      },
      {
        // the companies offering the request's product (DESIGN §4 "Matching"), not the buyer
        to: matchingCompaniesSql({ productId: request.productId, ownerId: memberId }),
        bell: { kind: 'request_match', text, link: matchLink, requestId: request.id },
        mail: {
          subject: `Yeni talep: ${request.productName}`,
          body: `${text}\nTalebi görmek ve teklif vermek için: ${ctx.publicUrl}${matchLink}`,
          title: `Yeni talep: ${request.productName}`,
          paragraphs: [text],
          action: { label: 'Teklif Ver', link: `${ctx.publicUrl}${matchLink}` },
        },
        sms: `${text} ${ctx.publicUrl}${matchLink}`,
      },
    );
  });
  if (told) await afterCommit(ctx, told);
}
