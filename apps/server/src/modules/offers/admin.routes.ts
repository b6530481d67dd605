import {
  getAdminComparison,
  getMemberRatings,
  setRatingStatus,
  setRatingStatusById,
} from '@tedarik/contract/offers/admin';
import { ADMIN_REQUEST_MSG, statusOf } from '@tedarik/contract/requests/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { decideRating } from '../reputation/service';
import { requestComparison } from './comparison';
import * as offers from './service';
import { toAdminRating } from './wire';

export const offersAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  for (const def of [setRatingStatus, setRatingStatusById])
    route(
      app,
      def,
      async (req) => {
        await decideRating(ctx, req.body.id, statusOf(req.body.secilenPaket));
        return ADMIN_REQUEST_MSG.updated;
      },
      { roles: ['moderator'] },
    );
  route(app, getMemberRatings, async (req) => (await offers.memberRatings(db, req.params.id)).map(toAdminRating), {
    roles: ['moderator'],
  });
  // any request's comparison, as its buyer sees it (member-comparison.routes.ts)
  route(app, getAdminComparison, (req) => requestComparison(ctx, undefined, req.params.id, req.query), {
    roles: ['moderator'],
  });
};
