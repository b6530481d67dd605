import {
  acceptOffer,
  createOffer,
  getOfferableFeed,
  getOwnOffer,
  getOwnOffers,
  OFFER_MSG,
  rateOffer,
} from '@tedarik/contract/offers/member';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import { toPublicItem } from '../requests/wire';
import * as offerable from './offerable';
import * as own from './own';
import * as offers from './service';
import { fromOfferFields, fromRatingFields, toOwnOfferDetail, toOwnOfferItem, toOwnRequestDetail } from './wire';

export const offersMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const detail = async (memberId: number, id: number) =>
    toOwnRequestDetail(await offers.ownerRequestDetail(db, memberId, id));

  route(app, acceptOffer, async (req) => {
    const requestId = await offers.acceptOffer(ctx, req.memberId, req.params.id);
    req.changed(...(await offers.membersSeeingOffer(db, req.params.id)).map(tag.member), tag.public, tag.admin);
    return detail(req.memberId, requestId);
  });
  // a rating waits for the administrator, and no other member's cached answer shows ratings: only the owner's change
  // (the request's page, cached for it); the members seeing an offer were one more statement of each rating
  route(app, rateOffer, async (req) => {
    const rated = await offers.rateOffer(ctx, req.memberId, fromRatingFields(req.body));
    req.changed(tag.member(req.memberId), tag.admin);
    return toOwnRequestDetail(rated);
  });

  // cached for the company until a write names it: its own, or one to a request of a product it offers
  route(
    app,
    getOfferableFeed,
    async (req) => {
      const feed = await offerable.offerableFeed(ctx, req.memberId, req.query.sayfa);
      return {
        urunC: feed.products,
        liste: feed.rows.map((r) => toPublicItem(r, true)),
        toplam: feed.total,
        adet: feed.pages,
        sayfa: req.query.sayfa,
      };
    },
    { cache: ownRead },
  );
  route(app, createOffer, async (req) => {
    // an offer changes its request's counts: in the owner's list and in every offering company's. The offer's
    // statement answers them (membersSeeingRequest), so finding them is no statement of its own.
    const { seeing } = await offerable.createOffer(ctx, req.memberId, req.params.id, fromOfferFields(req.body));
    req.changed(...seeing.map(tag.member), tag.public, tag.admin);
    return OFFER_MSG.created;
  });
  route(app, getOwnOffers, async (req) => (await own.ownOffers(db, req.memberId)).map(toOwnOfferItem), {
    cache: ownRead,
  });
  route(app, getOwnOffer, async (req) => toOwnOfferDetail(await own.ownOffer(db, req.memberId, req.params.id)));
};
