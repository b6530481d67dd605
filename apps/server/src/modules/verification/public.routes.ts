// A company's badges for everyone (contract: verification/public.ts): cached as every public read (decision 0032); the
// verification writes name nothing, so they make it stale, and an expiry shows within the entry's age.
import { getCompanyBadges } from '@tedarik/contract/verification/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { publicBadges } from './service';

export const verificationPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, getCompanyBadges, async (req) => publicBadges(ctx, req.params.id), { cache: publicRead });
};
