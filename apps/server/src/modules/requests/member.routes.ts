import {
  changeOwnRequest,
  createRequest,
  getOwnFinishedRequests,
  getOwnRequest,
  getOwnRequests,
} from '@tedarik/contract/requests/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { ownerRequestDetail, requestReaders } from '../offers/service';
import { toOwnRequestDetail } from '../offers/wire';
import * as own from './own';
import { toOwnItem } from './wire';

export const requestsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const detail = async (memberId: number, id: number) => toOwnRequestDetail(await ownerRequestDetail(db, memberId, id));

  // a new request is in its owner's list only (the companies see it once it is approved: a back-office write)
  route(app, createRequest, async (req) => ({ id: await own.createRequest(ctx, req.memberId, req.body) }), {
    touches: 'self',
  });
  // my requests are kept for their owner until a write touches them (platform/route.ts)
  route(app, getOwnRequests, async (req) => (await own.ownRequests(db, req.memberId, false)).map(toOwnItem), {
    keptPerMember: true,
  });
  route(app, getOwnFinishedRequests, async (req) => (await own.ownRequests(db, req.memberId, true)).map(toOwnItem), {
    keptPerMember: true,
  });
  route(app, getOwnRequest, (req) => detail(req.memberId, req.params.id));
  route(
    app,
    changeOwnRequest,
    async (req) => {
      await own.changeOwnRequest(db, req.memberId, req.params.id, req.body.islem);
      return detail(req.memberId, req.params.id);
    },
    { touches: (req) => requestReaders(db, req.params.id) },
  );
};
