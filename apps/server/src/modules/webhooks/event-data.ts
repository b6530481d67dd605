// What a delivery's `data` carries (decision 0068), read when it is sent, for the webhook's company: its ids, and the
// object they name as the open API shows it to that company (0065) — the request of a request.matched (masked as the
// open API masks it; null once it no longer matches the company), the company's offer of an offer.accepted /
// offer.rated with the buyer's rating if any. A message.received carries ids only: a message's text is masked per
// reader (its contact details), so its reader's pages, not a body signed once, show it.
import type { Db } from '../../db/client';
import { matchingRequestRow, ownOfferWithRating } from '../offers/service';
import { toOpenOffer } from '../offers/wire';
import { toOpenRequest } from '../requests/wire';
import type { DeliveryTask } from './service';

const id = (v: unknown) => (typeof v === 'number' ? v : null);

export async function eventData(db: Db, memberId: number, task: DeliveryTask): Promise<Record<string, unknown>> {
  const { data } = task;
  if (task.event === 'request.matched') {
    const requestId = id(data.requestId);
    const row = requestId === null ? undefined : await matchingRequestRow(db, memberId, requestId);
    return { ...data, request: row ? toOpenRequest(row) : null };
  }
  if (task.event === 'offer.accepted' || task.event === 'offer.rated') {
    const offerId = id(data.offerId);
    const row = offerId === null ? undefined : await ownOfferWithRating(db, memberId, offerId);
    return {
      ...data,
      offer: row ? toOpenOffer(row) : null,
      rating: row?.rating
        ? { score: row.rating.score, comment: row.rating.comment, createdAt: row.rating.createdAt.toISOString() }
        : null,
    };
  }
  return data;
}
