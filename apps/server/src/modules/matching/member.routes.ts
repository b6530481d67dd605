// The company's 'Talep Tercihlerim' (contract: matching/member.ts). A save names nothing it changed: its feed, the
// reach counts and who sees a request all follow the rule, so every cached answer is stale after it (decision 0032).
import { getMatchPreferences, MATCH_MSG, saveMatchPreferences } from '@tedarik/contract/matching/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import * as matching from './service';

export const matchingMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMatchPreferences, async (req) => {
    const p = await matching.preferencesOf(db, req.memberId);
    if (!p) throw notFound('Üye bulunamadı.');
    return p;
  });
  route(app, saveMatchPreferences, async (req) => {
    await matching.savePreferences(db, req.memberId, req.body, ctx.clock.now());
    return { message: MATCH_MSG.saved };
  });
};
