import {
  getCategoryRequestList,
  getHomeRequests,
  getPublicRequest,
  getRequestList,
  REQUEST_NOT_FOUND,
} from '@tedarik/contract/requests/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { categoryPath } from '../catalog/service';
import { toCategoryRef } from '../catalog/wire';
import { adsFor } from '../content/service';
import { toAd } from '../content/wire';
import { offerersOf } from '../offers/service';
import { homeRequests, publicRequestDetail, publicRequestPage } from './service';
import { toPublicDetail, toPublicItem } from './wire';

export const requestsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  async function page(categoryId: number | undefined, sayfa: number, loggedIn: boolean) {
    const [path, list, ads, categoryAds] = await Promise.all([
      categoryId ? categoryPath(db, categoryId) : [],
      publicRequestPage(db, { categoryId, page: sayfa }),
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
    };
  }

  // the lists show members the requests' dates: the same to every member (kept apart from visitors' answers)
  const members = { sameForMembers: true };
  route(app, getRequestList, (req) => page(undefined, req.query.sayfa, req.viewerId !== undefined), members);
  route(
    app,
    getCategoryRequestList,
    (req) => page(req.params.id, req.query.sayfa, req.viewerId !== undefined),
    members,
  );
  route(
    app,
    getHomeRequests,
    async (req) => (await homeRequests(db)).map((r) => toPublicItem(r, req.viewerId !== undefined)),
    members,
  );
  route(app, getPublicRequest, async (req) => {
    const [detail, offerers] = await Promise.all([
      publicRequestDetail(db, req.params.id, req.viewerId),
      offerersOf(db, req.params.id),
    ]);
    if (!detail) throw notFound(REQUEST_NOT_FOUND);
    return toPublicDetail(detail, offerers, req.viewerId);
  });
};
