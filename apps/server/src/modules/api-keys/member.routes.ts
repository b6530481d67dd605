// 'API Anahtarları' (issue 52 item 3, decision 0065): the company's keys, created (the key shown this once), listed
// and revoked. Never cached: a key's last use changes with every call it makes.
import { API_KEY_MSG, createApiKey, getMyApiKeys, MAX_API_KEYS, revokeApiKey } from '@tedarik/contract/api-keys/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as keys from './service';
import { toApiKey } from './wire';

export const apiKeysMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMyApiKeys, async (req) => ({
    items: (await keys.liveKeys(db, req.memberId)).map(toApiKey),
    max: MAX_API_KEYS,
  }));
  route(
    app,
    createApiKey,
    async (req) => {
      const { row, key } = await keys.createKey(db, req.memberId, req.body);
      req.changed();
      return { ...toApiKey(row), secret: key };
    },
    { config: memberLimit(20) },
  );
  route(app, revokeApiKey, async (req) => {
    await keys.revokeKey(db, req.memberId, req.params.id, ctx.clock.now());
    req.changed();
    return { message: API_KEY_MSG.revoked };
  });
};
