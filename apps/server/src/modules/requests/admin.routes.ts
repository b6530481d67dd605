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
    { sameForAdmins: true },
  );
  route(
    app,
    searchAllRequests,
    async (req, reply) => {
      const found = await searchRequests(db, req.body.ara, req.query.sayfa);
      const answer = { liste: (await upToCeiling(reply, found.rows, found.total)).map(toAdminRow) };
      // an answer cut at the ceiling carries its total in a header, which a kept answer would not: it is sent, not kept
      return reply.hasHeader(TOTAL_COUNT_HEADER) ? reply.send(answer) : answer;
    },
    { sameForAdmins: true },
  );
  route(app, getMemberRequests, async (req) => (await memberRequests(db, req.params.id)).map(toAdminRow));
  route(app, moderateRequest, async (req) => {
    await moderate(ctx, req.params.id, req.body);
    return (await memberRequests(db, req.params.id)).map(toAdminRow);
  });
  route(app, getRequestOffers, async (req) => (await offersOfRequest(db, req.params.id)).map(toAdminOffer));
};
