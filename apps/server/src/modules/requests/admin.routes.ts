import {
  getAllRequests,
  getMemberRequests,
  getRequestOffers,
  moderateRequest,
  searchAllRequests,
  statusOf,
} from '@tedarik/contract/requests/admin';
import { TOTAL_COUNT_HEADER } from '@tedarik/contract/unpaged';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
import { upToCeiling } from '../../platform/unpaged';
import { offersOfRequest } from '../offers/service';
import { toAdminOffer } from '../offers/wire';
import { moderate } from './decision';
import { allRequestsPage, memberRequest, memberRequests, requestsInStatePage, searchRequests } from './moderation';
import { fromModerationFields, toAdminRow } from './wire';

export const requestsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(
    app,
    getAllRequests,
    async (req) => {
      const { durum } = req.query;
      const page =
        durum === undefined
          ? await allRequestsPage(db, req.params.page)
          : await requestsInStatePage(db, req.params.page, statusOf(durum));
      return { liste: page.rows.map(toAdminRow), toplam: page.total, adet: page.pages, sayfa: req.params.page };
    },
    { roles: ['moderator'], cache: adminRead },
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
    { roles: ['moderator'], cache: adminRead },
  );
  route(
    app,
    getMemberRequests,
    async (req) =>
      (req.query.talep === undefined
        ? await memberRequests(db, req.params.id)
        : await memberRequest(db, req.params.id, req.query.talep)
      ).map(toAdminRow),
    { roles: ['moderator'] },
  );
  route(
    app,
    moderateRequest,
    async (req) => {
      await moderate(ctx, req.params.id, fromModerationFields(req.body));
      return (await memberRequests(db, req.params.id)).map(toAdminRow);
    },
    { roles: ['moderator'] },
  );
  route(app, getRequestOffers, async (req) => (await offersOfRequest(db, req.params.id)).map(toAdminOffer), {
    roles: ['moderator'],
  });
};
