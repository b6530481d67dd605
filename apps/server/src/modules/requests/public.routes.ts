import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import {
  getCategoryRequestList,
  getHomeRequests,
  getPublicRequest,
  getRequestList,
  REQUEST_NOT_FOUND,
} from '@tedarik/contract/requests/public';
import { fold } from '@tedarik/contract/text';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import type { CacheDeclaration } from '../../platform/route-cache';
import { categoryPath } from '../catalog/service';
import { toCategoryRef } from '../catalog/wire';
import { adsFor } from '../content/service';
import { toAd } from '../content/wire';
import { offerersOf } from '../offers/service';
import { publicRequestPage } from './search';
import { homeRequests, type RequestRow, requestById, requestViewer } from './service';
import { toPublicDetail, toPublicItem } from './wire';

export const requestsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db, cache }) => {
  async function page(categoryId: number | undefined, query: { sayfa: number; s?: string }, loggedIn: boolean) {
    const { sayfa } = query;
    // a typed text (issue 51): 3 characters or more, else the whole list as before
    const text = query.s && fold(query.s).length >= SEARCH_MIN_CHARS ? query.s.trim() : undefined;
    const [path, list, ads, categoryAds] = await Promise.all([
      categoryId ? categoryPath(db, categoryId) : [],
      publicRequestPage({ db, cache }, { categoryId, page: sayfa, text }),
      adsFor(db, { listTop: 1, listBottom: 1, listSide: 5 }),
      categoryId ? adsFor(db, { categorySide: 5 }) : [],
    ]);
    const category = path.at(-1);
    return {
      liste: list.rows.map((r) => toPublicItem(r, loggedIn)),
      toplam: list.total,
      adet: list.pages,
      sayfa,
      kategori: category ? toCategoryRef(category) : null,
      reklamList: ads.map(toAd),
      katReklamList: categoryAds.map(toAd),
      // only with a text: a legacy client's list keeps the spec's fields alone
      ...(text && {
        arama: text,
        oneri: list.suggestion ?? null,
        kategoriler: list.categories.map((c) => ({ ...toCategoryRef(c), adet: c.count })),
      }),
    };
  }

  // the lists show members the requests' dates: the same to every member (cached apart from visitors' answers)
  const members = { cache: { sameFor: 'role', tags: [tag.public] } satisfies CacheDeclaration };
  route(app, getRequestList, (req) => page(undefined, req.query, req.viewerId !== undefined), members);
  route(app, getCategoryRequestList, (req) => page(req.params.id, req.query, req.viewerId !== undefined), members);
  route(
    app,
    getHomeRequests,
    async (req) => (await homeRequests(db)).map((r) => toPublicItem(r, req.viewerId !== undefined)),
    members,
  );
  // A request's page depends on who asks: a member's answer is one of a few (below). What it is made of is cached too:
  // the request with who offered on it, and whether a member is activated and a company.
  type RequestData = { request: RequestRow; offerers: Awaited<ReturnType<typeof offerersOf>> };
  const facts = (id: number, viewerId: number | undefined) =>
    Promise.all([
      cache.value<RequestData | undefined>(`request:${id}`, { tags: [tag.public] }, async () => {
        const [request, offerers] = await Promise.all([requestById(db, id), offerersOf(db, id)]);
        return request && { request, offerers };
      }),
      viewerId === undefined
        ? undefined
        : cache.value(`request-viewer:${viewerId}`, { tags: [tag.member(viewerId)] }, () =>
            requestViewer(db, viewerId),
          ),
    ]);
  route(
    app,
    getPublicRequest,
    async (req) => {
      const viewerId = req.viewerId;
      const [data, viewer] = await facts(req.params.id, viewerId);
      // hidden requests (pending, rejected, stopped, finished, expired) are not found, except by their owner
      if (!data || !(data.request.visible || data.request.ownerId === viewerId)) throw notFound(REQUEST_NOT_FOUND);
      return toPublicDetail(
        data.request,
        data.offerers,
        viewerId === undefined || !viewer ? undefined : { id: viewerId, ...viewer },
      );
    },
    {
      cache: {
        tags: [tag.public],
        // a member's answer is one of a few: owner or not, offered (accepted) or not, activated or not, a company or
        // not (toPublicDetail)
        sameFor: async (req) => {
          // asked before the request is validated (route.ts): the id is checked here
          const id = getPublicRequest.request.params.safeParse(req.params).data?.id;
          if (id === undefined) return undefined;
          const [data, viewer] = await facts(id, req.viewerId);
          if (!data) return undefined;
          const offer = data.offerers.find((o) => o.memberId === req.viewerId);
          const offered = offer ? (offer.reviewed ? 'accepted' : 'offered') : 'none';
          return `${data.request.ownerId === req.viewerId} ${offered} ${viewer?.activated} ${viewer?.supplier}`;
        },
      },
    },
  );
};
