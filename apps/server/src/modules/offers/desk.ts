// The buyer's desk of a request (issue 37 items 4, 5; decision 0039): where its offers stand (sealed and hidden until
// the deadline, the count and the cap, the rounds) and the offers once visible; a new round ('Yeni Tur') that tells
// every supplier who offered.
import { REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { DESK_MSG, MAX_ROUNDS } from '@tedarik/contract/offers/desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, rawRows } from '../../db/client';
import { requestRounds } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { enqueue } from '../../platform/outbox';
import { notify } from '../notifications/service';
import { offersHidden, requestById } from '../requests/service';
import { deskOffers, roundsOf } from './revisions';

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
 * told.
 */
export async function openRound(
  ctx: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
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
  const text = `${request.productName} talebi için alıcı yeni bir tur açtı (${number}. tur): "${input.message}"`;
  const link = `/account-d-detay-teklif-${requestId}`;
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(requestRounds).values({ requestId, number, message: input.message, deadline });
      const suppliers = await rawRows<{ id: number; email: string; phone: string; mail: boolean; sms: boolean }>(
        tx as unknown as Db,
        sql`select m.id, m.email, m.phone, m.mail_opt_in as mail, m.sms_opt_in as sms
          from offers o join members m on m.id = o.member_id
          where o.request_id = ${requestId} and m.active`,
      );
      await notify(
        tx,
        ...suppliers.map((s) => ({ memberId: s.id, kind: 'round_opened' as const, text, link, requestId })),
      );
      await enqueue(
        tx,
        ...suppliers.flatMap((s) => [
          ...(s.mail && s.email
            ? [
                {
                  channel: 'mail' as const,
                  to: s.email,
                  subject: `Yeni Tur: ${request.productName}`,
                  body: `${text}\n\nTeklifinizi güncellemek için: ${ctx.publicUrl}${link}`,
                },
              ]
            : []),
          ...(s.sms && s.phone
            ? [{ channel: 'sms' as const, to: s.phone, body: `${text} ${ctx.publicUrl}${link}` }]
            : []),
        ]),
      );
      return suppliers.map((s) => s.id);
    });
  } catch (err) {
    // another round was opened at the same moment
    if (isUniqueViolation(err)) throw new AppError(DESK_MSG.roundRace, 409);
    throw err;
  }
}
