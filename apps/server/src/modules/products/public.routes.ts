import { zCompanyPage, zCompanyProductPage, zProductPage } from '@tedarik/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { zIdParams as zId, zPageQuery, zRouteId } from '../../platform/paging';
import { catalogProduct, categoryPath } from '../catalog/service';
import { adsFor } from '../content/service';
import { companyPage } from '../members/service';
import { companyProductPage, productPage } from './service';

const zListQuery = zPageQuery.extend({
  s: z.string().optional(), // the catalog product's link (kept for the URL; the id decides)
  idsi: zRouteId.optional().catch(undefined),
});

export const productsPublicRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function list(categoryId: number | undefined, query: z.infer<typeof zListQuery>) {
    const [path, searched] = await Promise.all([
      categoryId ? categoryPath(db, categoryId) : [],
      query.idsi ? catalogProduct(db, query.idsi) : undefined,
    ]);
    const page = await productPage(db, { categoryId, catalogProductId: searched?.id ?? query.idsi, page: query.sayfa });
    return {
      ...page,
      sayfa: query.sayfa,
      kategori: path.at(-1) ?? null,
      yol: path,
      katUrun: searched ? { id: searched.id, urunAd: searched.name, linq: searched.slug } : null,
    };
  }
  const schema = { querystring: zListQuery, response: { 200: zProductPage } };
  app.get('/api/urunListesi', { schema }, (req) => list(undefined, req.query));
  app.get('/api/urunListesi-:id', { schema: { ...schema, params: zId } }, (req) => list(req.params.id, req.query));

  app.get(
    '/api/firmaurundetay-:id',
    { schema: { params: zId, response: { 200: zCompanyProductPage } } },
    async (req) => {
      const page = await companyProductPage(db, req.params.id);
      if (!page) throw notFound('Ürün bulunamadı.');
      return page;
    },
  );

  app.get('/api/firmadetay-:id', { schema: { params: zId, response: { 200: zCompanyPage } } }, async (req) => {
    const [company, reklamList, katReklamList] = await Promise.all([
      companyPage(db, req.params.id),
      adsFor(db, { companySide: 3 }),
      adsFor(db, { categorySide: 5 }),
    ]);
    if (!company) throw notFound('Firma bulunamadı.');
    return { ...company, reklamList, katReklamList };
  });
};
