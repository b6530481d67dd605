import {
  addProductImage,
  createProduct,
  getOwnProduct,
  getOwnProducts,
  orderProductImage,
  PRODUCT_MSG,
  removeOwnProduct,
  removeProductImage,
  updateOwnProduct,
} from '@tedarik/contract/products/member';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as own from './own';
import { fromNewProductFields, toOwnProduct, toOwnProductItem } from './wire';

export const productsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // a company's products are on the public lists, in the back-office and in its own feed
  const changedProducts = (req: FastifyRequest) => req.changed(tag.member(req.memberId), tag.public, tag.admin);
  route(app, getOwnProducts, async (req) => (await own.ownProducts(db, req.memberId)).map(toOwnProductItem));
  route(app, createProduct, async (req) => {
    const id = await own.createProduct(ctx, req.memberId, fromNewProductFields(req.body));
    changedProducts(req);
    return id;
  });
  route(app, getOwnProduct, async (req) => toOwnProduct(await own.ownProduct(db, req.memberId, req.params.id)));
  route(app, updateOwnProduct, async (req) => {
    await own.updateProduct(db, req.memberId, req.params.id, { name: req.body.baslik, detail: req.body.detay });
    changedProducts(req);
    return PRODUCT_MSG.updated;
  });
  route(app, removeOwnProduct, async (req) => {
    await own.removeProduct(ctx, req.memberId, req.params.id);
    changedProducts(req);
    return PRODUCT_MSG.removed;
  });
  route(app, addProductImage, async (req) => {
    await own.addImage(ctx, req.memberId, req.params.id, req.body.file, req.body.sira);
    changedProducts(req);
    return PRODUCT_MSG.imageAdded;
  });
  route(app, orderProductImage, async (req) => {
    await own.orderImage(db, req.memberId, req.params.id, req.body.sira);
    changedProducts(req);
    return PRODUCT_MSG.updated;
  });
  route(app, removeProductImage, async (req) => {
    await own.removeImage(ctx, req.memberId, req.params.id);
    changedProducts(req);
    return PRODUCT_MSG.imageRemoved;
  });
};
