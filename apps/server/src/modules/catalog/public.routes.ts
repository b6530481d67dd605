import {
  getCategoryCatalogProducts,
  getCategoryLinks,
  getCategoryTree,
  getSectors,
  searchCatalogProducts,
  searchProducts,
} from '@tedarik/contract/catalog/public';
import { CATALOG_SEARCH_MAX } from '@tedarik/contract/constants';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import {
  catalogProductsIn,
  categoryLinks,
  categoryListAll,
  findCatalogProducts,
  sectors,
  suggestProducts,
} from './service';
import { toCatalogProductRefs, toCategoryListAll, toCategoryRef, toSectors, toSuggestions } from './wire';

export const catalogPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getSectors, async () => toSectors(await sectors(db)));
  route(app, getCategoryTree, async () => toCategoryListAll(await categoryListAll(db)));
  route(app, getCategoryLinks, async () => (await categoryLinks(db)).map(toCategoryRef));
  route(app, searchProducts, async (req) => toSuggestions(await suggestProducts(db, req.query.s)));
  route(app, getCategoryCatalogProducts, async (req) =>
    toCatalogProductRefs(await catalogProductsIn(db, req.params.id)),
  );
  route(app, searchCatalogProducts, async (req) =>
    toCatalogProductRefs(await findCatalogProducts(db, req.query.s, CATALOG_SEARCH_MAX)),
  );
};
