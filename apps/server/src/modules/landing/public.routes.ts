// The manufacturers' landing pages' read (contract: landing/public.ts), cached as every public read (decision 0032):
// a product, a company, a package or a badge changing is a public write, which makes it stale.
import { getManufacturers } from '@tedarik/contract/landing/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { landingPage } from './service';
import { toLandingPage } from './wire';

export const landingPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    getManufacturers,
    async (req) =>
      toLandingPage(
        await landingPage(ctx, {
          category: req.query.category,
          province: req.query.province,
          page: req.query.page ?? 1,
        }),
      ),
    { cache: publicRead },
  );
};
