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
import { ownerRequestDetail } from '../offers/service';
import { toOwnRequestDetail } from '../offers/wire';
import * as own from './own';
import { toOwnItem } from './wire';

export const requestsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const detail = async (memberId: number, id: number) => toOwnRequestDetail(await ownerRequestDetail(db, memberId, id));

  route(app, createRequest, async (req) => ({ id: await own.createRequest(db, req.memberId, req.body) }));
  route(app, getOwnRequests, async (req) => (await own.ownRequests(db, req.memberId, false)).map(toOwnItem));
  route(app, getOwnFinishedRequests, async (req) => (await own.ownRequests(db, req.memberId, true)).map(toOwnItem));
  route(app, getOwnRequest, (req) => detail(req.memberId, req.params.id));
  route(app, changeOwnRequest, async (req) => {
    await own.changeOwnRequest(db, req.memberId, req.params.id, req.body.islem);
    return detail(req.memberId, req.params.id);
  });
};
