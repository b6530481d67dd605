// The decision desk's v2 calls (issue 37; decisions 0037, 0039): richer offers and their revisions, the versions, the
// buyer's desk and its rounds, a sealed and capped request. Reads about one member's offers are not cached (as the
// owner's request page); each write names what it changed.
import {
  createRichOffer,
  getDesk,
  getMyOffer,
  getOfferVersions,
  openRound,
  reviseOffer,
} from '@tedarik/contract/offers/member-desk';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as files from '../attachments/service';
import { reputationsInOrder } from '../reputation/service';
import { toReputationSummary } from '../reputation/wire';
import { badgesOf } from '../verification/service';
import * as desk from './desk';
import * as offerable from './offerable';
import * as revisions from './revisions';
import { membersSeeingOffer } from './service';
import { fromOfferTerms, toDesk, toMyOffer } from './wire';

export const offersMemberDeskRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // each offer with its supplier's badges and figures (issue 49 items 1 and 2): one statement each for the list
  const deskAnswer = async (view: desk.DeskView) => {
    const ids = view.received.map((r) => r.offer.memberId);
    const answer = toDesk(view, await badgesOf(db, ids, ctx.clock.now()));
    const figures = await reputationsInOrder(db, ids);
    return {
      ...answer,
      // a masked supplier's figures are coarse (reputation/wire.ts)
      offers: answer.offers.map((o, i) => ({ ...o, reputation: toReputationSummary(ids[i], figures[i], !o.reviewed) })),
    };
  };
  const mine = async (memberId: number, requestId: number) =>
    toMyOffer(await revisions.myOffer(ctx, memberId, requestId));

  route(app, createRichOffer, async (req) => {
    const { draftFile, ...terms } = req.body;
    // the quote picked while the form was filled is attached in the offer's own transaction (issue 47 item 21)
    const along: offerable.AlongWithOffer | undefined =
      draftFile === null ? undefined : (tx, offerId) => files.claimOfferFile(tx, req.memberId, offerId, draftFile);
    const { seeing } = await offerable.createOffer(ctx, req.memberId, req.params.id, fromOfferTerms(terms), along);
    req.changed(...seeing.map(tag.member), tag.public, tag.admin);
    return mine(req.memberId, req.params.id);
  });
  route(app, getMyOffer, (req) => mine(req.memberId, req.params.id));
  route(app, reviseOffer, async (req) => {
    const requestId = await revisions.reviseOffer(ctx, req.memberId, req.params.id, fromOfferTerms(req.body));
    // its price shows in the supplier's own list, the buyer's page and the back-office: no public answer changes
    req.changed(...(await membersSeeingOffer(db, req.params.id)).map(tag.member), tag.admin);
    return mine(req.memberId, requestId);
  });
  route(app, getOfferVersions, async (req) => ({
    offerId: req.params.id,
    versions: await revisions.offerVersionsOf(db, req.memberId, req.params.id),
  }));
  route(app, getDesk, async (req) => deskAnswer(await desk.desk(db, req.memberId, req.params.id)));
  route(app, openRound, async (req) => {
    const told = await desk.openRound(ctx, req.memberId, req.params.id, req.body);
    req.changed(tag.member(req.memberId), ...told.map(tag.member), tag.admin);
    return deskAnswer(await desk.desk(db, req.memberId, req.params.id));
  });
};
