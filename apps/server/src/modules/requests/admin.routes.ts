import {
  getAllRequests,
  getMemberRequests,
  getRequestOffers,
  moderateRequest,
  searchAllRequests,
} from '@tedarik/contract/requests/admin';
import { TOTAL_COUNT_HEADER } from '@tedarik/contract/unpaged';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
import { upToCeiling } from '../../platform/unpaged';
import { offersOfRequest } from '../offers/service';
import { toAdminOffer } from '../offers/wire';
import { allRequestsPage, memberRequests, moderate, searchRequests } from './moderation';
import { toAdminRow } from './wire';

export const requestsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(
    app,
    getAllRequests,
    async (req) => {
      const page = await allRequestsPage(db, req.params.page);
      return { liste: page.rows.map(toAdminRow), toplam: page.total, adet: page.pages, sayfa: req.params.page };
    },
    { cache: adminRead },
  );
  route(
    app,
    searchAllRequests,
    async (req, reply) => {
      const found = await searchRequests(db, req.body.ara, req.query.sayfa);
      const answer = { liste: (await upToCeiling(reply, found.rows, found.total)).map(toAdminRow) };
      // an answer cut at the ceiling carries its total in a header, which a cached answer would not: sent, not cached
      return reply.hasHeader(TOTAL_COUNT_HEADER) ? reply.send(answer) : answer;
    },
    { cache: adminRead },
  );
  route(app, getMemberRequests, async (req) => (await memberRequests(db, req.params.id)).map(toAdminRow));
  route(app, moderateRequest, async (req) => {
    await moderate(ctx, req.params.id, req.body);
    return (await memberRequests(db, req.params.id)).map(toAdminRow);
  });
  route(app, getRequestOffers, async (req) => (await offersOfRequest(db, req.params.id)).map(toAdminOffer));
};
