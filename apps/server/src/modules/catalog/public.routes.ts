import { getCategoryLinks, getCategoryTree, getSectors, searchProducts } from '@tedarik/contract/catalog/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { categoryLinks, categoryListAll, sectors, suggestProducts } from './service';
import { toCategoryListAll, toCategoryRef, toSectors, toSuggestions } from './wire';

export const catalogPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getSectors, async () => toSectors(await sectors(db)));
  route(app, getCategoryTree, async () => toCategoryListAll(await categoryListAll(db)));
  route(app, getCategoryLinks, async () => (await categoryLinks(db)).map(toCategoryRef));
  route(app, searchProducts, async (req) => toSuggestions(await suggestProducts(db, req.query.s)));
};
