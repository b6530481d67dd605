// The buyer's comparison of a request's offers, as data and as files (issue 37): the request's owner in the member
// scope, the administrator in the admin scope. Cached per member (their answers hold their own request's offers),
// invalidated by the writes that name the owner (an offer, a revision, an acceptance) and by new exchange rates.
import {
  getAdminComparison,
  getComparison,
  getComparisonPdf,
  getComparisonXlsx,
} from '@tedarik/contract/offers/comparison';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { route } from '../../platform/route';
import { requestComparison } from './comparison';
import { comparisonPdf, comparisonXlsx } from './comparison-export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const offersComparisonRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, getComparison, (req) => requestComparison(ctx, req.memberId, req.params.id, req.query), {
    cache: { sameFor: 'member', tags: (req) => [tag.member(req.memberId), tag.rates] },
  });
  route(app, getComparisonXlsx, async (req, reply) => {
    const comparison = await requestComparison(ctx, req.memberId, req.params.id, req.query);
    const name = `teklif-karsilastirma-${comparison.requestId}.xlsx`;
    return sendDownload(reply, { name, type: XLSX }, await comparisonXlsx(comparison, ctx.clock.now()));
  });
  route(app, getComparisonPdf, async (req, reply) => {
    const comparison = await requestComparison(ctx, req.memberId, req.params.id, req.query);
    const name = `teklif-karsilastirma-${comparison.requestId}.pdf`;
    return sendDownload(reply, { name, type: 'application/pdf' }, await comparisonPdf(comparison, ctx.clock.now()));
  });
};

export const offersComparisonAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, getAdminComparison, (req) => requestComparison(ctx, undefined, req.params.id, req.query));
};
