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
import { afterCommit, type Notice, tell } from '../../platform/notices';
import { companiesMatchingSql, hearingSql } from '../matching/service';
import { runningPackageSql } from '../packages/service';

/**
 * The companies a request's approval tells of it (DESIGN §4 "Matching", decision 0061): the active companies it
 * matches (their open products and their 'Talep Tercihlerim'), never its buyer; `and` narrows them (over `members`).
 * `(select members.id …)` for `tell`'s `to`, and for the count before approval.
 */
export const matchingCompaniesSql = (requestId: number | SQL, and: SQL = sql`true`) =>
  sql`select members.id from members where members.id in (${companiesMatchingSql(requestId)})
    and members.is_company and members.active and ${and}`;

/** How many companies the request's approval would tell ('Bu talep N firmaya ulaşacak'); undefined: no request. */
export async function requestReach(db: Db, requestId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId));
  if (!row) return undefined;
  const [{ n }] = await db.select({ n: count() }).from(sql`(${matchingCompaniesSql(requestId)}) as matching`);
  return n;
}

const PACKAGES_LINK = '/account-d-detay-paket';

/**
 * The notices of an approval to the matching companies: each hears as its preferences say (none saved: at once, by
 * mail and SMS), within its consents (`tell`'s `reachable`). Every one gets its bell now; one hearing by digest gets
 * its mail or SMS in the digest (digest.ts). A company without a running package is told with an invitation to buy
 * one (it cannot offer). The buyer is masked for all.
 */
function matchNotices(
  request: { id: number; productName: string },
  text: string,
  link: string,
  publicUrl: string,
): Notice[] {
  const { instant, byMail, bySms } = hearingSql(sql`members.id`);
  const notices: Notice[] = [];
  for (const paying of [true, false]) {
    const said = paying ? text : `${text} Teklif verebilmek için bir paket satın alın.`;
    const invitation = paying ? '' : `\nPaket satın almak için: ${publicUrl}${PACKAGES_LINK}`;
    const bell = { kind: 'request_match' as const, text: said, link, requestId: request.id };
    const mail = {
      subject: `Yeni talep: ${request.productName}`,
      body: `${said}\nTalebi görmek için: ${publicUrl}${link}${invitation}`,
      title: `Yeni talep: ${request.productName}`,
      paragraphs: [said],
      action: paying
        ? { label: 'Talebi Gör', link: `${publicUrl}${link}` }
        : { label: 'Paket Satın Al', link: `${publicUrl}${PACKAGES_LINK}` },
    };
    const sms = `${said} ${publicUrl}${link}`;
    const who = paying ? runningPackageSql : sql`not ${runningPackageSql}`;
    // four groups, each company in one: its bell with the messages it hears at once
    for (const [m, s] of [
      [true, true],
      [true, false],
      [false, true],
    ] as const)
      notices.push({
        to: matchingCompaniesSql(
          request.id,
          sql`${who} and ${instant} and ${m ? byMail : sql`not ${byMail}`} and ${s ? bySms : sql`not ${bySms}`}`,
        ),
        bell,
        ...(m && { mail }),
        ...(s && { sms }),
      });
    notices.push({
      to: matchingCompaniesSql(request.id, sql`${who} and not (${instant} and (${byMail} or ${bySms}))`),
      bell,
    });
  }
  return notices;
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
  ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl' | 'clock'>,
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
      .set({
        approved,
        rejectionNote: approved === false ? input.reason : '',
        // the first approval's time: the digests list the requests approved within their period
        approvedAt: sql`coalesce(${requests.approvedAt}, case when ${approved}::boolean then ${ctx.clock.now().toISOString()}::timestamptz end)`,
      })
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
      // the companies it matches (DESIGN §4 "Matching", decision 0061), not the buyer
      ...matchNotices({ id: request.id, productName: request.productName }, text, matchLink, ctx.publicUrl),
    );
  });
  if (told) await afterCommit(ctx, told);
}
