// Exchange rates in the back-office (/adn_api/v2/rates…): the bulletins, the fetch job's state, a day's rates by hand.
import { getBulletins, getRatesJob, getRatesOn, putRates } from '@tedarik/contract/rates/admin';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import type { CacheDeclaration } from '../../platform/route-cache';
import { bulletinFor, enterRates, listBulletins, ratesJobState } from './service';
import { toBulletin, toBulletinPage, toJobState } from './wire';

/** Made of the stored rates: changed by the fetch job and by an entry (which name `tag.rates`). */
const ratesRead: CacheDeclaration = { sameFor: 'everyone', tags: [tag.admin, tag.rates] };

export const ratesAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getBulletins, async (req) => toBulletinPage(await listBulletins(db, req.query)), {
    roles: ['accounting'],
    cache: ratesRead,
  });
  // not cached: a failed fetch changes it without a write to name
  route(app, getRatesJob, async () => toJobState(await ratesJobState(db, ctx.clock.now())), { roles: ['accounting'] });
  route(app, getRatesOn, async (req) => toBulletin(await bulletinFor(db, req.params.date)), {
    roles: ['accounting'],
    cache: ratesRead,
  });
  route(
    app,
    putRates,
    async (req) => {
      const bulletin = await enterRates(ctx, req.params.date, req.body);
      req.changed(tag.rates, tag.admin);
      return toBulletin(bulletin);
    },
    { roles: ['accounting'] },
  );
};
