// The moderation workbench's queue and decisions (/adn_api/v2/moderation…, issue 49 item 3, decision 0058): every
// waiting item of every kind in one list by how long it has waited, its flags, the reach of a request before its
// approval, approval (one or many) and rejection with a reason from the administrator's list.
import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zIdParams, zOptionalText } from '../fields';
import { CURSOR_MSG, zCursorPage, zCursorQueryOf } from '../v2';
import { MODERATION_KINDS, MODERATION_MSG, zModerationKind } from './admin';

/** Waiting this long (hours) shows amber; WAIT_LATE_HOURS red. */
export const WAIT_SOON_HOURS = 4;
export const WAIT_LATE_HOURS = 24;
/** The most items one bulk approval takes. */
export const BULK_MAX = 50;
/** The longest free text added to a rejection's reason. */
export const NOTE_MAX = 500;

export const QUEUE_MSG = {
  notWaiting: 'Bu kayıt artık onay beklemiyor ya da bulunamadı.',
  notBulk: 'Şikayetler toplu onaylanamaz; tek tek inceleyin.',
  notSupported: 'Bu tür henüz moderasyon ekranından karara bağlanamaz.',
  items: `Onaylanacak 1 ile ${BULK_MAX} arasında kayıt seçin.`,
  approved: (n: number) => (n === 1 ? 'Onaylandı.' : `${n} kayıt onaylandı.`),
  rejected: 'Reddedildi.',
  requestNotFound: 'Talep bulunamadı.',
  empty: 'Onay bekleyen kayıt yok.',
  reach: (n: number) => `Bu talep ${n} firmaya ulaşacak`,
} as const;

/** Why an item is flagged: a near copy of an earlier request, contact details or a link in its text, a burst. */
export const FLAG_KINDS = ['duplicate', 'contact', 'burst'] as const;
export const zFlag = z.object({
  kind: z.enum(FLAG_KINDS),
  /** what the administrator reads ('Benzer talep: #42') */
  text: z.string(),
  /** a duplicate's earlier request */
  requestId: z.number().optional(),
});
export type Flag = z.infer<typeof zFlag>;

export const zQueueItem = z.object({
  kind: zModerationKind,
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  /** the member it is from (a request's buyer, a rating's writer, an applicant, a complainant) */
  who: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** since when it waits (ISO instant): a request sent back after an edit waits from then */
  waitingSince: z.string(),
  flags: z.array(zFlag),
  /** where the back-office shows it whole (a path under /adminimt), if anywhere */
  link: z.string().nullable(),
});
export type QueueItem = z.infer<typeof zQueueItem>;

/** The cursor: the last item's wait in microseconds since 1970, its kind and id ('1764657188123456_request_42'). */
export const zQueueCursor = z
  .string()
  .max(40)
  .regex(new RegExp(`^\\d{1,17}_(${MODERATION_KINDS.join('|')})_\\d{1,10}$`), CURSOR_MSG);

export const zQueueOrder = z.enum(['oldest', 'newest'], { error: 'Geçersiz sıralama.' });

/** GET /adn_api/v2/moderation/queue?kind=&order=oldest|newest&cursor=: every waiting item, 30 a page. */
export const getQueue = defineCall({
  method: 'GET',
  path: '/adn_api/v2/moderation/queue',
  summary: 'Onay bekleyenler',
  operationId: 'getQueue',
  auth: 'admin',
  request: {
    query: zCursorQueryOf(zQueueCursor).extend({ kind: zModerationKind.optional(), order: zQueueOrder.optional() }),
  },
  response: zCursorPage(zQueueItem),
});

/** GET /adn_api/v2/moderation/requests/{id}/reach: how many companies its approval tells (the approval's own query). */
export const getRequestReach = defineCall({
  method: 'GET',
  path: '/adn_api/v2/moderation/requests/:id/reach',
  summary: 'Talebin ulaşacağı firma sayısı',
  operationId: 'getRequestReach',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ companies: z.number(), text: z.string() }),
});

const zItemRef = z.object({ kind: zModerationKind, id: zId(QUEUE_MSG.notWaiting) });

/**
 * POST /adn_api/v2/moderation/approve: approves waiting items (one, or up to BULK_MAX) through the same service
 * functions as the legacy calls; every item is checked first (all waiting, none a complaint: else nothing is done),
 * then each is approved in its own transaction.
 */
export const approveItems = defineCall({
  method: 'POST',
  path: '/adn_api/v2/moderation/approve',
  summary: 'Onay bekleyenleri onayla',
  operationId: 'approveItems',
  auth: 'admin',
  request: { body: z.object({ items: z.array(zItemRef).min(1, QUEUE_MSG.items).max(BULK_MAX, QUEUE_MSG.items) }) },
  response: z.object({ approved: z.number(), message: z.string() }),
});

/** POST /adn_api/v2/moderation/reject: rejects a waiting item with a reason of its kind's list, and a note. */
export const rejectItem = defineCall({
  method: 'POST',
  path: '/adn_api/v2/moderation/reject',
  summary: 'Onay bekleyeni reddet',
  operationId: 'rejectItem',
  auth: 'admin',
  request: {
    body: zItemRef.extend({
      reasonId: zId(MODERATION_MSG.reasonRequired),
      note: zOptionalText(NOTE_MAX),
    }),
  },
  response: z.object({ message: z.string() }),
});
