// The buyer's comparison of a request's offers, as data and as files (issue 37): the request's owner in the member
// scope (the administrator's view: admin.routes.ts). Cached per member (their answers hold their own request's offers),
// invalidated by the writes that name the owner (an offer, a revision, an acceptance) and by new exchange rates.
// The files are made off the event loop (issue 47 item 13, decision 0048): in the exports' worker thread, a few at a
// time per process and two at a time per member, and at most EXPORTS_PER_MINUTE of a kind a minute per member.
import {
  COMPARISON_MSG,
  type Comparison,
  getComparison,
  getComparisonPdf,
  getComparisonXlsx,
} from '@tedarik/contract/offers/member-comparison';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { type PoolOptions, ThreadPool, workerEntry } from '../../platform/off-thread';
import { RETRY_AFTER } from '../../platform/pressure';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { requestComparison } from './comparison';
import type { ExportJob } from './export-worker';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One thread (the machine's other core serves the calls), 32 files waiting at most (a waiting file is its comparison's
 * data, a few KB; each takes 0.1–0.3 s), two of one member running or waiting; an idle thread ends after 30 s and
 * gives its memory back.
 */
export const EXPORT_POOL: PoolOptions = {
  size: 1,
  maxQueue: 32,
  perKey: 2,
  idleMs: 30_000,
  maxHeapMb: 256,
  busyText: COMPARISON_MSG.exportBusy,
  keyBusyText: COMPARISON_MSG.exportWait,
};
/** A member's files of a kind (PDF, workbook) a minute at most, counted in every process (the rate limits' store). */
export const EXPORTS_PER_MINUTE = 20;

export const offersMemberComparisonRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const pool = new ThreadPool<ExportJob, Uint8Array>(workerEntry(import.meta.url, 'export-worker'), EXPORT_POOL);
  app.addHook('onClose', () => pool.close());

  /** The comparison as a file made in the pool; a refusal for the process says when to come back. */
  async function sendFile(reply: FastifyReply, memberId: number, comparison: Comparison, kind: ExportJob['kind']) {
    const job: ExportJob = { kind, comparison, at: ctx.clock.now().toISOString() };
    const bytes = await pool.run(job, `member:${memberId}`).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 503) reply.header('retry-after', String(RETRY_AFTER));
      throw err;
    });
    const name = `teklif-karsilastirma-${comparison.requestId}.${kind}`;
    const type = kind === 'pdf' ? 'application/pdf' : XLSX;
    return sendDownload(reply, { name, type }, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  route(app, getComparison, (req) => requestComparison(ctx, req.memberId, req.params.id, req.query), {
    cache: { sameFor: 'member', tags: (req) => [tag.member(req.memberId), tag.rates] },
  });
  route(
    app,
    getComparisonXlsx,
    async (req, reply) =>
      sendFile(reply, req.memberId, await requestComparison(ctx, req.memberId, req.params.id, req.query), 'xlsx'),
    { config: memberLimit(EXPORTS_PER_MINUTE) },
  );
  route(
    app,
    getComparisonPdf,
    async (req, reply) =>
      sendFile(reply, req.memberId, await requestComparison(ctx, req.memberId, req.params.id, req.query), 'pdf'),
    { config: memberLimit(EXPORTS_PER_MINUTE) },
  );
};
