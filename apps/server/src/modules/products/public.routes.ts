import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import {
  getCategoryProductList,
  getCompanyProduct,
  getProductList,
  type zProductPage,
} from '@tedarik/contract/products/public';
import { fold } from '@tedarik/contract/text';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { catalogProduct, categoryPath } from '../catalog/service';
import { toCategoryRef } from '../catalog/wire';
import { productPage } from './search';
import { companyProductPage } from './service';
import { toCard, toCompanyProductPage } from './wire';

type Query = { sayfa: number; idsi?: number; s?: string };

export const productsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  async function list(categoryId: number | undefined, query: Query): Promise<z.input<typeof zProductPage>> {
    const [path, searched] = await Promise.all([
      categoryId ? categoryPath(db, categoryId) : [],
      query.idsi ? catalogProduct(db, query.idsi) : undefined,
    ]);
    // a typed text (no product chosen from the suggestions): the products of every catalog product that matches it
    const text = !query.idsi && query.s && fold(query.s).length >= SEARCH_MIN_CHARS ? query.s.trim() : undefined;
    const page = await productPage(ctx, {
      categoryId,
      catalogProductId: searched?.id ?? query.idsi,
      text,
      page: query.sayfa,
    });
    const category = path.at(-1);
    return {
      liste: page.rows.map(toCard),
      toplam: page.total,
      adet: page.pages,
      sayfa: query.sayfa,
      kategori: category ? toCategoryRef(category) : null,
      yol: path.map(toCategoryRef),
      katUrun: searched
        ? { id: searched.id, urunAd: searched.name, katid: searched.categoryId, linq: searched.slug }
        : null,
      arama: text ?? null,
      oneri: page.suggestion ?? null,
      kategoriler: page.categories.map((c) => ({ ...toCategoryRef(c), adet: c.count })),
    };
  }
  route(app, getProductList, (req) => list(undefined, req.query), { cache: publicRead });
  route(app, getCategoryProductList, (req) => list(req.params.id, req.query), { cache: publicRead });

  route(
    app,
    getCompanyProduct,
    async (req) => {
      const page = await companyProductPage(db, req.params.id);
      if (!page) throw notFound('Ürün bulunamadı.');
      return toCompanyProductPage(page);
    },
    { cache: publicRead },
  );
};
