// The buyer's desk of a request (issue 37 items 4, 5; decision 0039): where its offers stand (sealed and hidden until
// the deadline, the count and the cap, the rounds) and the offers once visible; a new round ('Yeni Tur') that tells
// every supplier who offered.
import { REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { maskContacts } from '@tedarik/contract/conversations/masking';
import { DESK_MSG, MAX_ROUNDS } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../db/client';
import { requestRounds } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, type Notice, tell } from '../../platform/notices';
import { offersHidden, requestById } from '../requests/service';
import { roundsOf } from './offer-locks';
import { deskOffers } from './revisions';

/** The owner's request, or 404 (someone else's is not told apart from a missing one). */
async function ownersRequest(db: Db, ownerId: number, requestId: number) {
  const request = await requestById(db, requestId);
  if (!request || request.ownerId !== ownerId) throw notFound(REQUEST_MSG.notFound);
  return request;
}

/** Why the buyer may not open a new round now, or null. */
function roundLock(request: Awaited<ReturnType<typeof ownersRequest>>, rounds: number): string | null {
  if (!request.visible) return DESK_MSG.roundClosed;
  if (offersHidden(request)) return DESK_MSG.sealedUnopened;
  if (request.offers === 0) return DESK_MSG.roundNoOffers;
  if (rounds + 1 >= MAX_ROUNDS) return DESK_MSG.roundsMax;
  return null;
}

/** The buyer's desk: the offer state, and the offers unless the request is sealed and not opened yet. */
export async function desk(db: Db, ownerId: number, requestId: number) {
  const request = await ownersRequest(db, ownerId, requestId);
  const hidden = offersHidden(request);
  const [rounds, received] = await Promise.all([
    roundsOf(db, requestId),
    hidden ? Promise.resolve([]) : deskOffers(db, requestId),
  ]);
  return { request, hidden, rounds, received, canOpenRound: roundLock(request, rounds.length) === null };
}
export type DeskView = Awaited<ReturnType<typeof desk>>;

/** A round ends at the latest when its request closes: REQUEST_OPEN_DAYS after its delivery day, in Türkiye. */
const closingOf = (deliveryOn: string) =>
  new Date(new Date(`${deliveryOn}T23:59:59.999+03:00`).getTime() + REQUEST_OPEN_DAYS * 86_400_000);

/**
 * 'Yeni Tur': a new round with a message and a deadline; every supplier who offered is told (a notification, and a
 * mail and an SMS as each consented) in the same transaction, and may revise until the deadline. Answers the members
 * told (their lists changed).
 */
export async function openRound(
  ctx: Pick<AppContext, 'db' | 'clock' | 'publicUrl' | 'events' | 'outbox'>,
  ownerId: number,
  requestId: number,
  input: { message: string; deadline: string },
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const request = await ownersRequest(db, ownerId, requestId);
  const rounds = await roundsOf(db, requestId);
  const locked = roundLock(request, rounds.length);
  if (locked) throw new AppError(locked, 409);
  const deadline = new Date(input.deadline);
  if (deadline <= now) throw new AppError(DESK_MSG.roundDeadline, 400, { deadline: DESK_MSG.roundDeadline });
  if (deadline > closingOf(request.deliveryOn))
    throw new AppError(DESK_MSG.roundDeadlineLate, 400, { deadline: DESK_MSG.roundDeadlineLate });
  const number = (rounds.at(-1)?.number ?? 1) + 1;
  const link = `/account-d-detay-teklif-${requestId}`;
  // every supplier who offered on the request, told the buyer's message with contact details hidden unless the buyer
  // accepted its offer (issue 47 item 4)
  const noticeOf = (message: string, accepted: boolean): Notice => {
    const text = `${request.productName} talebi için alıcı yeni bir tur açtı (${number}. tur): "${message}"`;
    return {
      to: sql`select o.member_id from offers o where o.request_id = ${requestId} and o.reviewed = ${accepted}`,
      bell: { kind: 'round_opened', text, link, requestId },
      mail: {
        subject: `Yeni Tur: ${request.productName}`,
        body: `${text}\n\nTeklifinizi güncellemek için: ${ctx.publicUrl}${link}`,
        title: `Yeni Tur: ${request.productName}`,
        paragraphs: [text],
        action: { label: 'Teklifi Güncelle', link: `${ctx.publicUrl}${link}` },
      },
      sms: `${text} ${ctx.publicUrl}${link}`,
    };
  };
  try {
    const told = await db.transaction(async (tx) => {
      await tx.insert(requestRounds).values({ requestId, number, message: input.message, deadline });
      return tell(tx, noticeOf(maskContacts(input.message).text, false), noticeOf(input.message, true));
    });
    await afterCommit(ctx, told);
    return told.events.map((e) => e.member);
  } catch (err) {
    // another round was opened at the same moment
    if (isUniqueViolation(err)) throw new AppError(DESK_MSG.roundRace, 409);
    throw err;
  }
}
