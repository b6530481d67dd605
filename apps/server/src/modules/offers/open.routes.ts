// The open API's offers (decision 0065): a company's key with offers:write sends and revises offers through the same
// service calls as the site's v2 offer form (the same refusals, the same credit spent, the same notices and cache
// changes), and lists the company's offers with their states.
import { listOpenOffers, reviseOpenOffer, sendOpenOffer } from '@tedarik/contract/offers/open';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import * as offerable from './offerable';
import * as own from './own';
import * as revisions from './revisions';
import { membersSeeingOffer } from './service';
import { fromOfferTerms, toMyOffer, toOpenOffer } from './wire';

const PAGE = 20;

export const offersOpenRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const mine = async (memberId: number, requestId: number) =>
    toMyOffer(await revisions.myOffer(ctx, memberId, requestId));

  route(app, sendOpenOffer, async (req) => {
    const { seeing } = await offerable.createOffer(ctx, req.memberId, req.params.id, fromOfferTerms(req.body));
    req.changed(...seeing.map(tag.member), tag.public, tag.admin);
    return mine(req.memberId, req.params.id);
  });
  route(app, reviseOpenOffer, async (req) => {
    const requestId = await revisions.reviseOffer(ctx, req.memberId, req.params.id, fromOfferTerms(req.body));
    req.changed(...(await membersSeeingOffer(db, req.params.id)).map(tag.member), tag.admin);
    return mine(req.memberId, requestId);
  });
  route(app, listOpenOffers, async ({ memberId, query }) => {
    const page = await cursorPage(
      query.limit ?? PAGE,
      (take) => own.ownOfferPage(db, memberId, take, query),
      (row) => row.offer.id,
    );
    return { ...page, items: page.items.map(toOpenOffer) };
  });
};
