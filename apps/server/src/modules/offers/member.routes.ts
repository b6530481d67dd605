import {
  acceptOffer,
  createOffer,
  getOfferableFeed,
  getOwnOffer,
  getOwnOffers,
  OFFER_MSG,
  rateOffer,
} from '@tedarik/contract/offers/member';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { answerCache } from '../../platform/answer-cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { toPublicItem } from '../requests/wire';
import * as offers from './service';
import { toOwnOfferDetail, toOwnOfferItem, toOwnRequestDetail } from './wire';

export const offersMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const detail = async (memberId: number, id: number) =>
    toOwnRequestDetail(await offers.ownerRequestDetail(db, memberId, id));

  route(
    app,
    acceptOffer,
    async (req) => detail(req.memberId, await offers.acceptOffer(ctx, req.memberId, req.params.id)),
    {
      touches: (req) => offers.offerReaders(db, req.params.id),
    },
  );
  // a rating waits for the administrator, and no member's kept list shows ratings: only the owner's answers change
  // (the request's page, which is not kept); an offer's readers were one more statement of each rating
  route(app, rateOffer, async (req) => toOwnRequestDetail(await offers.rateOffer(ctx, req.memberId, req.body)), {
    touches: 'self',
  });

  // the feed's counts, per member (service.ts)
  const feedCounts =
    app.answers && answerCache<{ products: number; total: number }>(30_000, undefined, { entries: 10_000 });
  // kept for the company until a write touches it: its own, or one to a request of a product it offers
  route(
    app,
    getOfferableFeed,
    async (req) => {
      const feed = await offers.offerableFeed(db, req.memberId, req.query.sayfa, feedCounts);
      return {
        urunC: feed.products,
        liste: feed.rows.map((r) => toPublicItem(r, true)),
        toplam: feed.total,
        adet: feed.pages,
        sayfa: req.query.sayfa,
      };
    },
    { keptPerMember: true },
  );
  // an offer changes its request's counts: in the owner's list and in every offering company's. The offer's statement
  // answers them (requestReaders), so finding them is no statement of its own.
  const readersOfOffer = new WeakMap<FastifyRequest, number[]>();
  route(
    app,
    createOffer,
    async (req) => {
      readersOfOffer.set(req, await offers.createOffer(ctx, req.memberId, req.params.id, req.body));
      return OFFER_MSG.created;
    },
    // set whenever the offer was written, which is when touches is asked
    { touches: (req) => readersOfOffer.get(req) },
  );
  // kept for the company until a write touches it (platform/route.ts)
  route(app, getOwnOffers, async (req) => (await offers.ownOffers(db, req.memberId)).map(toOwnOfferItem), {
    keptPerMember: true,
  });
  route(app, getOwnOffer, async (req) => toOwnOfferDetail(await offers.ownOffer(db, req.memberId, req.params.id)));
};
