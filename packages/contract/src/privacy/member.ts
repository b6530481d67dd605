// A member's own data under KVKK (issue 53): 'Verilerimi İndir' builds, in the background, a ZIP with everything the
// site holds of the member (every area's part as JSON, and the files it uploaded); the link works once, for the
// member only, for DATA_EXPORT_HOURS. Shown on 'Gizlilik ve İzinler' (/hesabim/gizlilik).
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { BAD_CHARACTER, MAX_LENGTH, TOO_LONG, zIdParams } from '../fields';

/** hours a prepared ZIP may be downloaded (once) */
export const DATA_EXPORT_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'downloaded', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, string> = {
  pending: 'Hazırlanıyor',
  ready: 'Hazır',
  downloaded: 'İndirildi',
  failed: 'Hazırlanamadı',
};

export const DATA_EXPORT_MSG = {
  busy: 'Verileriniz zaten hazırlanıyor; hazır olduğunda buradan indirebilirsiniz.',
  notFound: 'Dosya bulunamadı ya da süresi doldu.',
  used: 'Bu bağlantı bir kez kullanıldı. Verilerinizi yeniden hazırlayabilirsiniz.',
  notReady: 'Dosya henüz hazır değil.',
  storageDown: 'Dosya şu anda kaydedilemiyor. Lütfen biraz sonra tekrar deneyin.',
  kind: 'Bu dosya türü kabul edilmiyor.',
  tooLarge: 'Dosya çok büyük.',
  empty: 'Dosya boş.',
} as const;

export const zDataExport = z.object({
  id: z.number(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** the ZIP's size in bytes, once ready */
  size: z.number().nullable(),
  /** how many uploaded files it carries, once ready */
  files: z.number().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  /** until when the link works (once) */
  expiresAt: z.string(),
});
export type DataExport = z.infer<typeof zDataExport>;

/** POST /api/v2/privacy/data-exports: the member's data asked for as a ZIP, made in the background ('pending'). */
export const createDataExport = defineCall({
  method: 'POST',
  path: '/api/v2/privacy/data-exports',
  summary: 'Verilerimi hazırla (KVKK)',
  operationId: 'createDataExport',
  auth: 'member',
  response: zDataExport,
});

/** GET /api/v2/privacy/data-exports: the member's ZIPs of the last DATA_EXPORT_HOURS, newest first. */
export const getDataExports = defineCall({
  method: 'GET',
  path: '/api/v2/privacy/data-exports',
  summary: 'Hazırlanan veri dosyalarım',
  operationId: 'getDataExports',
  auth: 'member',
  response: z.object({ items: z.array(zDataExport) }),
});

/** GET /api/v2/privacy/data-exports/:id/file: the ZIP, to its member only, once, within DATA_EXPORT_HOURS. */
export const downloadDataExport = defineCall({
  method: 'GET',
  path: '/api/v2/privacy/data-exports/:id/file',
  summary: 'Veri dosyamı indir (bir kez)',
  operationId: 'downloadDataExport',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});

// ── 'Hesabımı Sil' (issue 53 item 4, decision 0072) ─────────────────────────────────────────────────────────────────
/** What the member types to confirm the erasure (compared upper-cased the Turkish way, spaces around ignored). */
export const ERASE_CONFIRM_WORD = 'HESABIMI SİL';

export const ERASE_MSG = {
  password: 'Şifrenizi girin.',
  confirm: `Onaylamak için kutuya ${ERASE_CONFIRM_WORD} yazın.`,
  done: 'Hesabınız silindi. Kişisel verileriniz siliniyor; bu işlem geri alınamaz.',
} as const;

/** Whether what the member typed is the confirmation word ('hesabımı sil' too). */
export const confirmsErasure = (typed: string) => typed.trim().toLocaleUpperCase('tr-TR') === ERASE_CONFIRM_WORD;

export const zEraseAccount = z.object({
  password: z
    .string({ error: ERASE_MSG.password })
    .max(MAX_LENGTH.password, { error: TOO_LONG, abort: true })
    .min(1, { error: ERASE_MSG.password })
    .refine((s) => !s.includes('\u0000'), { error: BAD_CHARACTER }),
  confirm: z
    .string({ error: ERASE_MSG.confirm })
    .max(100, { error: ERASE_MSG.confirm, abort: true })
    .refine(confirmsErasure, { error: ERASE_MSG.confirm }),
});
export type EraseAccount = z.infer<typeof zEraseAccount>;

/**
 * POST /api/v2/privacy/erase: the member's account erased for good, confirmed with its password and the typed
 * ERASE_CONFIRM_WORD. Its sessions end at once (the answer is the last thing the token gets); its data is forgotten
 * by a durable task within moments.
 */
export const eraseAccount = defineCall({
  method: 'POST',
  path: '/api/v2/privacy/erase',
  summary: 'Hesabımı sil (KVKK)',
  operationId: 'eraseAccount',
  auth: 'member',
  request: { body: zEraseAccount },
  response: z.object({ message: z.string() }),
});
