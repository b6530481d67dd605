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
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as own from './own';
import { toOwnProduct, toOwnProductItem } from './wire';

export const productsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getOwnProducts, async (req) => (await own.ownProducts(db, req.memberId)).map(toOwnProductItem));
  route(app, createProduct, (req) => own.createProduct(ctx, req.memberId, req.body), { touches: 'self' });
  route(app, getOwnProduct, async (req) => toOwnProduct(await own.ownProduct(db, req.memberId, req.params.id)));
  route(
    app,
    updateOwnProduct,
    async (req) => {
      await own.updateProduct(db, req.memberId, req.params.id, req.body);
      return PRODUCT_MSG.updated;
    },
    { touches: 'self' },
  );
  route(
    app,
    removeOwnProduct,
    async (req) => {
      await own.removeProduct(ctx, req.memberId, req.params.id);
      return PRODUCT_MSG.removed;
    },
    { touches: 'self' },
  );
  route(
    app,
    addProductImage,
    async (req) => {
      await own.addImage(ctx, req.memberId, req.params.id, req.body.file, req.body.sira);
      return PRODUCT_MSG.imageAdded;
    },
    { touches: 'self' },
  );
  route(
    app,
    orderProductImage,
    async (req) => {
      await own.orderImage(db, req.memberId, req.params.id, req.body.sira);
      return PRODUCT_MSG.updated;
    },
    { touches: 'self' },
  );
  route(
    app,
    removeProductImage,
    async (req) => {
      await own.removeImage(ctx, req.memberId, req.params.id);
      return PRODUCT_MSG.imageRemoved;
    },
    { touches: 'self' },
  );
};
