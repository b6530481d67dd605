// A member's lists as spreadsheets (issue 52 item 5, decision 0066): a company's matching requests and its offers, a
// buyer's requests with their offers, as CSV or Excel (.xlsx) with Turkish headers and numbers as numbers. Asked for,
// then made in the background (a durable task) into a private file only that member downloads, kept 7 days.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { zIdParams } from '../fields';

export const EXPORT_KINDS = ['matching-requests', 'my-offers', 'my-requests'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  'matching-requests': 'Eşleşen Talepler',
  'my-offers': 'Tekliflerim',
  'my-requests': 'Taleplerim ve Teklifleri',
};
/** who may ask for each: a company's feed and offers, anyone's own requests */
export const COMPANY_EXPORTS: readonly ExportKind[] = ['matching-requests', 'my-offers'];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV' };

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const EXPORT_STATUS_LABELS: Record<(typeof EXPORT_STATUSES)[number], string> = {
  pending: 'Hazırlanıyor',
  ready: 'Hazır',
  failed: 'Hazırlanamadı',
};

/** at most this many rows in a file (the newest first) */
export const MAX_EXPORT_ROWS = 10_000;
/** days a file is kept */
export const EXPORT_DAYS = 7;
/** files being made at once per member */
export const MAX_PENDING_EXPORTS = 3;

export const EXPORT_MSG = {
  companiesOnly: 'Bu liste yalnızca firma üyeler içindir.',
  busy: `Aynı anda en fazla ${MAX_PENDING_EXPORTS} dosya hazırlanabilir; hazır olanları bekleyin.`,
  notFound: 'Dosya bulunamadı.',
  notReady: 'Dosya henüz hazır değil.',
  storageDown: 'Dosya şu anda kaydedilemiyor. Lütfen biraz sonra tekrar deneyin.',
  kind: 'Bu dosya türü kabul edilmiyor.',
  tooLarge: 'Dosya çok büyük.',
  empty: 'Dosya boş.',
} as const;

export const zExportInput = z.object({
  kind: z.enum(EXPORT_KINDS, { error: 'Listeyi seçin.' }),
  format: z.enum(EXPORT_FORMATS, { error: 'Dosya biçimini seçin.' }),
});
export type ExportInput = z.infer<typeof zExportInput>;

export const zExport = z.object({
  id: z.number(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** the file's name, once ready */
  name: z.string().nullable(),
  size: z.number().nullable(),
  rows: z.number().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** when the file is deleted */
  expiresAt: z.string(),
});
export type Export = z.infer<typeof zExport>;

/** POST /api/v2/exports { kind, format }: a file asked for; made in the background (status 'pending' first). */
export const createExport = defineCall({
  method: 'POST',
  path: '/api/v2/exports',
  summary: 'Liste dosyası iste',
  operationId: 'createExport',
  auth: 'member',
  request: { body: zExportInput },
  response: zExport,
});

/** GET /api/v2/exports: the member's files of the last 7 days, newest first (a handful: never paged). */
export const getExports = defineCall({
  method: 'GET',
  path: '/api/v2/exports',
  summary: 'Liste dosyalarım',
  operationId: 'getExports',
  auth: 'member',
  response: z.object({ items: z.array(zExport) }),
});

/** GET /api/v2/exports/:id/file: the file, as an attachment, to its member only. */
export const downloadExport = defineCall({
  method: 'GET',
  path: '/api/v2/exports/:id/file',
  summary: 'Liste dosyasını indir',
  operationId: 'downloadExport',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});
