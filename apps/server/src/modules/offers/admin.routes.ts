import { getMemberRatings, setRatingStatus, setRatingStatusById } from '@tedarik/contract/offers/admin';
import { ADMIN_REQUEST_MSG, statusOf } from '@tedarik/contract/requests/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as offers from './service';
import { toAdminRating } from './wire';

export const offersAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  for (const def of [setRatingStatus, setRatingStatusById])
    route(
      app,
      def,
      async (req) => {
        await offers.setRatingStatus(db, req.body.id, statusOf(req.body.secilenPaket));
        return ADMIN_REQUEST_MSG.updated;
      },
      { roles: ['moderator'] },
    );
  route(app, getMemberRatings, async (req) => (await offers.memberRatings(db, req.params.id)).map(toAdminRating), {
    roles: ['moderator'],
  });
};
