// The comparison's files are made here, in a worker thread of the exports' pool (member-comparison.routes.ts; issue 47 item
// 13, decision 0048): ExcelJS and pdfkit hold the event loop and the heap for as long as they write, which the server's
// thread cannot spare. An entry of its own in the production bundle (scripts/build-server.mjs).
import type { Comparison } from '@tedarik/contract/offers/member-comparison';
import { serveOffThread } from '../../platform/off-thread';
import { comparisonPdf, comparisonXlsx } from './comparison-export';

export type ExportJob = { kind: 'pdf' | 'xlsx'; comparison: Comparison; at: string };

serveOffThread(async ({ kind, comparison, at }: ExportJob) => {
  const when = new Date(at);
  return kind === 'pdf' ? comparisonPdf(comparison, when) : comparisonXlsx(comparison, when);
});
