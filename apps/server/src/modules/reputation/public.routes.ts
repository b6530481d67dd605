// The public v2 calls of reputation (contract: reputation/public.ts): a company's figures and its active reviews,
// cached as everything a visitor sees (a review let out, an answer and the job's run name `public`).
import { getCompanyReputation, getCompanyReviews } from '@tedarik/contract/reputation/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { companyReputation, companyReviews } from './service';
import { toReputation, toReview } from './wire';

export const reputationPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(
    app,
    getCompanyReputation,
    async (req) => toReputation(req.params.id, await companyReputation(db, req.params.id)),
    {
      cache: publicRead,
    },
  );
  route(
    app,
    getCompanyReviews,
    async (req) => {
      const page = await companyReviews(db, req.params.id, req.query);
      return { items: page.items.map(toReview), nextCursor: page.nextCursor };
    },
    { cache: publicRead },
  );
};
