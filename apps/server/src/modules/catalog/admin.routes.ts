import {
  addCatalogProduct,
  addCategory,
  addTag,
  deleteCatalogProduct,
  deleteCategory,
  deleteTag,
  getAllCatalogProducts,
  getCategoryDetail,
  getCategoryNodes,
  getCompanyCategoryProducts,
  getFlatCategories,
  moveCatalogProduct,
  moveCategory,
  renameCategory,
  renameTag,
  updateCatalogProduct,
} from '@tedarik/contract/catalog/admin';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { upToCeiling } from '../../platform/unpaged';
import * as catalog from './admin-catalog';
import { toCategoryDetail, toCategoryNodes, toCompanyCategoryProducts, toFlatCategories, toTags } from './wire';

export const catalogAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // every category write answers the new tree (and, naming nothing, changes every cached answer: the home page's
  // sectors follow at once)
  const tree = async () => toCategoryNodes(await catalog.categoriesWithCounts(db));
  route(app, getCategoryNodes, tree);
  route(app, getFlatCategories, async () => toFlatCategories(await catalog.categoriesWithCounts(db)));
  route(app, addCategory, async (req) => {
    await catalog.addCategory(db, req.body.katad, req.body.ustkat);
    return tree();
  });
  route(app, renameCategory, async (req) => {
    await catalog.renameCategory(db, req.params.id, req.body.KatAd);
    return tree();
  });
  route(app, moveCategory, async (req) => {
    await catalog.moveCategory(db, req.params.id, req.body.kid);
    return tree();
  });
  route(app, deleteCategory, async (req) => {
    await catalog.deleteCategory(db, req.params.id);
    return tree();
  });

  // tags: each write answers the category's tags
  const tags = async (categoryId: number) => toTags(await catalog.tagsOf(db, categoryId));
  route(app, addTag, async (req) => {
    await catalog.addTag(db, req.params.id, req.body.etiket);
    return tags(req.params.id);
  });
  route(app, renameTag, async (req) => {
    await catalog.changeTag(db, req.params.id, req.body.id, req.body.etiket);
    return tags(req.params.id);
  });
  route(app, deleteTag, async (req) => {
    await catalog.changeTag(db, req.params.id, req.body.id, null);
    return tags(req.params.id);
  });

  // catalog products: a page, or without one every product (up to the ceiling, the total in a header past it); each
  // write answers the category's first page
  const detail = async (categoryId: number | undefined, page = 1, text?: string) =>
    toCategoryDetail(await catalog.categoryProducts(db, { categoryId, page, text }));
  const pageOrAll = async (
    reply: FastifyReply,
    categoryId: number | undefined,
    query: { sayfa?: number; ara?: string },
  ) => {
    const found = await catalog.categoryProducts(db, { categoryId, page: query.sayfa, text: query.ara });
    return toCategoryDetail({ ...found, rows: await upToCeiling(reply, found.rows, async () => found.total) });
  };
  route(app, getCategoryDetail, (req, reply) => pageOrAll(reply, req.params.id, req.query));
  route(app, getAllCatalogProducts, (req, reply) => pageOrAll(reply, undefined, req.query));
  route(app, addCatalogProduct, async (req) => {
    await catalog.addCatalogProduct(db, req.params.id, req.body.etiket);
    return detail(req.params.id);
  });
  route(app, updateCatalogProduct, async (req) => {
    await catalog.updateCatalogProduct(db, req.params.id, req.body.id, req.body.etiket, req.body.durum);
    return detail(req.params.id);
  });
  route(app, deleteCatalogProduct, async (req) => {
    await catalog.deleteCatalogProduct(db, req.params.id, req.body.id);
    return detail(req.params.id);
  });
  route(app, moveCatalogProduct, async (req) => {
    await catalog.moveCatalogProduct(db, req.params.id, req.body.id, req.body.kat);
    return detail(req.params.id);
  });
  route(app, getCompanyCategoryProducts, async (req) =>
    toCompanyCategoryProducts(await catalog.companyProductsUnder(db, req.params.id)),
  );
};
