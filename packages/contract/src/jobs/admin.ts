// Background work in the back-office (/adminimt/isler, issue 48 item 2, decision 0052): every job's runs, the
// durable tasks and the outbox's mails and SMS that wait or failed, and 'Tekrar Dene' for each.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';

export const JOBS_MSG = {
  jobNotFound: 'İş bulunamadı.',
  taskNotFound: 'Görev bulunamadı ya da artık beklemiyor.',
  messageNotFound: 'Mesaj bulunamadı ya da artık beklemiyor.',
  status: 'Geçersiz durum.',
  jobRetried: 'İş bir dakika içinde yeniden denenecek.',
  retried: 'Yeniden denenecek.',
  noJobs: 'Henüz çalışan iş yok.',
  noTasks: 'Bekleyen ya da başarısız görev yok.',
  noMessages: 'Bekleyen ya da başarısız mesaj yok.',
} as const;

/** The jobs' Turkish names, by their rows' names (platform/jobs.ts); a job not listed shows its row's name. */
export const JOB_LABELS: Record<string, string> = {
  'tcmb rates': 'TCMB kurları',
  'sealed offers opening': 'Kapalı zarf teklif açılışı',
  'package expiry notices': 'Paket bitiş bildirimleri',
  'unread message digest': 'Okunmamış mesaj özeti',
  'removed attachments': 'Silinen dosyaların temizliği',
  'old live events': 'Eski canlı olayların temizliği',
  'old tasks': 'Eski görevlerin temizliği',
  'document expiry reminders': 'Belge geçerlilik hatırlatmaları',
  'company reputation': 'Firma itibarı hesaplama',
  'match digests': 'Talep özetleri',
  'quote credit grants': 'Aylık teklif hakları',
  'quote credit refunds': 'Teklif hakkı iadeleri',
  retention: 'Saklama süresi dolan verilerin silinmesi',
};

/** The tasks' Turkish names, by kind (platform/tasks.ts). */
export const TASK_LABELS: Record<string, string> = {
  'web-push': 'Web bildirimi',
  'spreadsheet-export': 'Liste dosyası (Excel/CSV)',
  'personal-data-export': 'Kişisel veri dosyası (ZIP)',
  'webhook-delivery': 'Webhook gönderimi',
  'member-erasure': 'Üyelik silme (KVKK)',
};

export const zJob = z.object({
  name: z.string(),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** failures in a row since the last success */
  failures: z.number(),
  /** after a failure: when it is tried again */
  retryAt: z.string().nullable(),
});

export const zWaitingStatus = z.enum(['pending', 'failed'], { error: JOBS_MSG.status });
const zCount = z.object({ kind: z.string(), status: zWaitingStatus, count: z.number() });

export const zJobsOverview = z.object({
  jobs: z.array(zJob),
  /** waiting and failed tasks per kind */
  tasks: z.array(zCount),
  /** waiting and failed mails and SMS per channel ('mail' | 'sms') */
  messages: z.array(zCount),
});

export const zTask = z.object({
  id: z.number(),
  kind: z.string(),
  status: zWaitingStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});

/** A mail or SMS as the screen shows it: to whom and what, never its body (it may hold a code or a link). */
export const zOutgoing = z.object({
  id: z.number(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: zWaitingStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});

const zWaitingQuery = zCursorQuery.extend({ status: zWaitingStatus });

/** GET /adn_api/v2/jobs: every job's runs, and how many tasks and messages wait or failed. */
export const getJobs = defineCall({
  method: 'GET',
  path: '/adn_api/v2/jobs',
  summary: 'Arka plan işleri ve bekleyenler',
  operationId: 'getJobs',
  auth: 'admin',
  response: zJobsOverview,
});

/** GET /adn_api/v2/jobs/tasks?status=: the tasks of that status, newest first (cursor: the last id shown). */
export const getWaitingTasks = defineCall({
  method: 'GET',
  path: '/adn_api/v2/jobs/tasks',
  summary: 'Bekleyen veya başarısız görevler',
  operationId: 'getWaitingTasks',
  auth: 'admin',
  request: { query: zWaitingQuery },
  response: zCursorPage(zTask),
});

/** GET /adn_api/v2/jobs/messages?status=: the outbox's mails and SMS of that status, newest first. */
export const getWaitingMessages = defineCall({
  method: 'GET',
  path: '/adn_api/v2/jobs/messages',
  summary: "Bekleyen veya başarısız e-posta ve SMS'ler",
  operationId: 'getWaitingMessages',
  auth: 'admin',
  request: { query: zWaitingQuery },
  response: zCursorPage(zOutgoing),
});

/** POST /adn_api/v2/jobs/:name/retry: a failed job waiting before its next try runs at the next check instead. */
export const retryJob = defineCall({
  method: 'POST',
  path: '/adn_api/v2/jobs/:name/retry',
  summary: 'İşi yeniden dene',
  operationId: 'retryJob',
  auth: 'admin',
  // a job's name is lower-case words (platform/jobs.ts): anything else names no job
  request: {
    params: z.object({
      name: z
        .string()
        .max(100)
        .regex(/^[a-z0-9 -]+$/, JOBS_MSG.jobNotFound),
    }),
  },
  response: z.object({ message: z.string() }),
});

/** POST /adn_api/v2/jobs/tasks/:id/retry: a waiting or failed task runs at the next round, its attempts anew. */
export const retryWaitingTask = defineCall({
  method: 'POST',
  path: '/adn_api/v2/jobs/tasks/:id/retry',
  summary: 'Görevi yeniden dene',
  operationId: 'retryWaitingTask',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** POST /adn_api/v2/jobs/messages/:id/retry: a waiting or failed mail or SMS is sent at the next round. */
export const retryWaitingMessage = defineCall({
  method: 'POST',
  path: '/adn_api/v2/jobs/messages/:id/retry',
  summary: "E-postayı veya SMS'i yeniden gönder",
  operationId: 'retryWaitingMessage',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});
