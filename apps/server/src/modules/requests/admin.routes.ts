import {
  getAllRequests,
  getMemberRequests,
  getRequestOffers,
  moderateRequest,
  searchAllRequests,
} from '@tedarik/contract/requests/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
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
  route(app, searchAllRequests, async (req) => ({ liste: (await searchRequests(db, req.body.ara)).map(toAdminRow) }), {
    cache: adminRead,
  });
  route(app, getMemberRequests, async (req) => (await memberRequests(db, req.params.id)).map(toAdminRow));
  route(app, moderateRequest, async (req) => {
    await moderate(ctx, req.params.id, req.body);
    return (await memberRequests(db, req.params.id)).map(toAdminRow);
  });
  route(app, getRequestOffers, async (req) => (await offersOfRequest(db, req.params.id)).map(toAdminOffer));
};
