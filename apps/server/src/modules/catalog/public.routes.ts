import {
  getCategoryCatalogProducts,
  getCategoryLinks,
  getCategoryTree,
  getSearchSuggestions,
  getSectors,
  searchCatalogProducts,
  searchProducts,
} from '@tedarik/contract/catalog/public';
import { CATALOG_SEARCH_MAX } from '@tedarik/contract/constants';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { searchSuggestions, suggestCatalogProducts } from '../products/service';
import { catalogProductsIn, categoryLinks, categoryListAll, findCatalogProducts, sectors } from './service';
import { toCatalogProductRefs, toCategoryListAll, toCategoryRef, toSectors, toSuggestions } from './wire';

export const catalogPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getSectors, async () => toSectors(await sectors(db)), { cache: publicRead });
  route(app, getCategoryTree, async () => toCategoryListAll(await categoryListAll(db)), { cache: publicRead });
  route(app, getCategoryLinks, async () => (await categoryLinks(db)).map(toCategoryRef), { cache: publicRead });
  route(app, searchProducts, async (req) => toSuggestions(await suggestCatalogProducts(db, req.query.s)), {
    cache: publicRead,
  });
  route(app, getSearchSuggestions, (req) => searchSuggestions(db, req.query.s), { cache: publicRead });
  route(
    app,
    getCategoryCatalogProducts,
    async (req) => toCatalogProductRefs(await catalogProductsIn(db, req.params.id)),
    { cache: publicRead },
  );
  route(
    app,
    searchCatalogProducts,
    async (req) => toCatalogProductRefs(await findCatalogProducts(db, req.query.s, CATALOG_SEARCH_MAX)),
    { cache: publicRead },
  );
};
