import { getCompany } from '@tedarik/contract/members/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { adsFor } from '../content/service';
import { toAd } from '../content/wire';
import { companyPage } from './service';
import { toCompanyPage } from './wire';

export const membersPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(
    app,
    getCompany,
    async (req) => {
      const [company, sideAds, categoryAds] = await Promise.all([
        companyPage(db, req.params.id),
        adsFor(db, { companySide: 3 }),
        adsFor(db, { categorySide: 5 }),
      ]);
      if (!company) throw notFound('Firma bulunamadı.');
      return { ...toCompanyPage(company), reklamList: sideAds.map(toAd), katReklamList: categoryAds.map(toAd) };
    },
    { cache: publicRead },
  );
};
