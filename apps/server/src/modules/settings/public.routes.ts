import { getCountries, getFooter, getSocial, getTitleAndMeta, getVersion } from '@tedarik/contract/settings/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { footerGroups } from '../content/service';
import { countriesWithCities, getSettings } from './service';
import { toCountries, toFooter, toTitleAndMeta } from './wire';

export const settingsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db, version }) => {
  route(
    app,
    getFooter,
    async () => {
      const [groups, site, social] = await Promise.all([
        footerGroups(db),
        getSettings(db, 'site'),
        getSettings(db, 'social'),
      ]);
      return toFooter(groups, site, social);
    },
    { cache: publicRead },
  );
  route(app, getTitleAndMeta, async () => toTitleAndMeta(await getSettings(db, 'site')), { cache: publicRead });
  // The legacy path carries a Turkish İ: clients send it raw or percent-encoded; Fastify decodes both to this path.
  route(app, getCountries, async () => toCountries(await countriesWithCities(db)), { cache: publicRead });
  route(app, getSocial, () => getSettings(db, 'social'), { cache: publicRead });
  route(app, getVersion, () => ({ version }), { cache: publicRead });
};
