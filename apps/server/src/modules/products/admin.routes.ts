import {
  addMemberProductImage,
  getCatalogChoices,
  getMemberProduct,
  getMemberProducts,
  removeMemberProduct,
  removeMemberProductImage,
  toggleMemberProduct,
  updateMemberProduct,
} from '@tedarik/contract/products/admin';
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { catalogChoices } from '../catalog/service';
import * as products from './own';
import { toAdminProduct } from './wire';

export const productsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMemberProducts, async (req) => (await products.memberProducts(db, req.params.id)).map(toAdminProduct), {
    roles: ['moderator'],
  });
  route(
    app,
    getMemberProduct,
    async (req) => {
      const { product, catalog, images } = await products.ownProduct(db, 'admin', req.params.id);
      return toAdminProduct({ product, catalogName: catalog.name, images });
    },
    { roles: ['moderator'] },
  );
  route(
    app,
    getCatalogChoices,
    async () => (await catalogChoices(db)).map((c) => ({ id: c.id, urunAd: c.name, kat: `${c.category} > ${c.name}` })),
    { roles: ['moderator'] },
  );
  route(app, updateMemberProduct, async (req) => {
    const { baslik, detay, kat } = req.body;
    await products.updateProduct(db, 'admin', req.params.id, { name: baslik, detail: detay, catalogProductId: kat });
    return PRODUCT_MSG.updated;
  });
  route(app, addMemberProductImage, async (req) => {
    await products.addImage(ctx, 'admin', req.params.id, req.body.file, req.body.sira);
    return PRODUCT_MSG.imageAdded;
  });
  route(app, removeMemberProductImage, async (req) => {
    await products.removeImage(ctx, 'admin', req.params.id);
    return PRODUCT_MSG.imageRemoved;
  });
  route(
    app,
    toggleMemberProduct,
    async (req) => {
      await products.toggleProduct(db, req.params.id);
      return PRODUCT_MSG.updated;
    },
    { roles: ['moderator'] },
  );
  route(app, removeMemberProduct, async (req) => {
    await products.removeProduct(ctx, 'admin', req.params.id);
    return PRODUCT_MSG.removed;
  });
};
