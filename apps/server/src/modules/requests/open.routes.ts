// The open API's requests (decision 0065): a company's key with requests:read lists and reads the requests that
// match the company. Cached per company as its feed is (ownRead: the same requests, made stale by the same writes),
// whichever of its keys asks; the key and its scope are checked before (the scope's guards), its limit too.
import { getOpenRequest, listOpenRequests } from '@tedarik/contract/requests/open';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import { matchingRequest, matchingRequestPage } from '../offers/service';
import { toOpenRequest } from './wire';

const PAGE = 20;

export const requestsOpenRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(
    app,
    listOpenRequests,
    async ({ memberId, query }) => {
      const page = await cursorPage(
        query.limit ?? PAGE,
        (take) => matchingRequestPage(db, memberId, take, query),
        (row) => row.request.id,
      );
      return { ...page, items: page.items.map(toOpenRequest) };
    },
    { cache: ownRead },
  );
  route(
    app,
    getOpenRequest,
    async ({ memberId, params }) => toOpenRequest(await matchingRequest(db, memberId, params.id)),
    { cache: ownRead },
  );
};
