import {
  REQUEST_NOT_FOUND,
  zPublicRequestDetail,
  zPublicRequestItem,
  zPublicRequestPage,
} from '@tedarik/contract/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { OptionalViewer } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { zIdParams as zId, zPageQuery } from '../../platform/paging';
import { categoryPath } from '../catalog/service';
import { adsFor } from '../content/service';
import { homeRequests, publicRequestDetail, publicRequestPage } from './service';

export const requestsPublicRoutes: FastifyPluginAsyncZod<{ db: Db; viewer: OptionalViewer }> = async (
  app,
  { db, viewer },
) => {
  async function page(categoryId: number | undefined, sayfa: number, loggedIn: boolean) {
    const path = categoryId ? await categoryPath(db, categoryId) : [];
    const [list, reklamList, katReklamList] = await Promise.all([
      publicRequestPage(db, { categoryId, page: sayfa, loggedIn }),
      adsFor(db, { listTop: 1, listBottom: 1, listSide: 5 }),
      categoryId ? adsFor(db, { categorySide: 5 }) : Promise.resolve([]),
    ]);
    return { ...list, sayfa, kategori: path.at(-1) ?? null, reklamList, katReklamList };
  }
  const schema = { querystring: zPageQuery, response: { 200: zPublicRequestPage } };

  app.get('/api/imbtalepler', { schema }, async (req) => page(undefined, req.query.sayfa, !!(await viewer(req))));
  app.get('/api/imbtalepler-:id', { schema: { ...schema, params: zId } }, async (req) =>
    page(req.params.id, req.query.sayfa, !!(await viewer(req))),
  );

  app.get('/api/indeximbtalepler', { schema: { response: { 200: z.array(zPublicRequestItem) } } }, async (req) =>
    homeRequests(db, !!(await viewer(req))),
  );

  app.get('/api/genelteklif-:id', { schema: { params: zId, response: { 200: zPublicRequestDetail } } }, async (req) => {
    const detail = await publicRequestDetail(db, req.params.id, await viewer(req));
    if (!detail) throw notFound(REQUEST_NOT_FOUND);
    return detail;
  });
};
