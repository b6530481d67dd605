// The moderation workbench (/adminimt/moderasyon, issue 49 item 3, decision 0058): the rejection reasons the
// administrator keeps per kind of waiting item. The queue's calls are in queue.ts.
import { z } from 'zod';
import { defineCall } from '../call';
import { zFormBool, zIdParams, zTextOver, zWhole } from '../fields';

/** What waits for the administrator: a request, a rating, a package application, a document, a complaint. */
export const MODERATION_KINDS = ['request', 'rating', 'package', 'document', 'complaint'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const KIND_LABELS: Record<ModerationKind, string> = {
  request: 'Talep',
  rating: 'Yorum',
  package: 'Paket Başvurusu',
  document: 'Belge',
  complaint: 'Şikayet',
};

/** The longest reason the administrator writes in the list. */
export const REASON_MAX = 300;

export const MODERATION_MSG = {
  kind: 'Geçersiz tür.',
  reasonText: 'Gerekçe girin.',
  position: 'Geçersiz sıra.',
  reasonNotFound: 'Gerekçe bulunamadı.',
  /** a reason id that is not an active reason of the item's kind */
  reasonNotInList: 'Bu gerekçe bu tür için listede yok.',
  reasonRequired: 'Bir red gerekçesi seçin.',
  reasonAdded: 'Gerekçe eklendi.',
  reasonDeactivated: 'Gerekçe kullanımdan kaldırıldı.',
  noReasons: 'Henüz gerekçe yok.',
} as const;

export const zModerationKind = z.enum(MODERATION_KINDS, { error: MODERATION_MSG.kind });

export const zReason = z.object({
  id: z.number(),
  kind: zModerationKind,
  text: z.string(),
  /** the list's order within its kind, smallest first */
  position: z.number(),
  /** an inactive reason is kept (past rejections name it) but offered no more */
  active: z.boolean(),
});
export type Reason = z.infer<typeof zReason>;

const zReasonFields = z.object({
  text: zTextOver(0, MODERATION_MSG.reasonText, REASON_MAX),
  position: zWhole(MODERATION_MSG.position, 0, 1000).optional(),
});

/** GET /adn_api/v2/moderation/reasons?kind=: the reasons, per kind in their order (`?kind=` one kind; inactive too). */
export const getReasons = defineCall({
  method: 'GET',
  path: '/adn_api/v2/moderation/reasons',
  summary: 'Red gerekçeleri',
  operationId: 'getReasons',
  auth: 'admin',
  request: { query: z.object({ kind: zModerationKind.optional() }) },
  response: z.object({ items: z.array(zReason) }),
});

/** POST /adn_api/v2/moderation/reasons: a new reason of a kind, last in its list unless a position is given. */
export const addReason = defineCall({
  method: 'POST',
  path: '/adn_api/v2/moderation/reasons',
  summary: 'Red gerekçesi ekle',
  operationId: 'addReason',
  auth: 'admin',
  request: { body: zReasonFields.extend({ kind: zModerationKind }) },
  response: zReason,
});

/** PUT /adn_api/v2/moderation/reasons/{id}: its text, position, and whether it is offered. */
export const updateReason = defineCall({
  method: 'PUT',
  path: '/adn_api/v2/moderation/reasons/:id',
  summary: 'Red gerekçesini değiştir',
  operationId: 'updateReason',
  auth: 'admin',
  request: { params: zIdParams, body: zReasonFields.extend({ active: zFormBool.optional() }) },
  response: zReason,
});

/** DELETE /adn_api/v2/moderation/reasons/{id}: the reason is offered no more (kept for the rejections naming it). */
export const deactivateReason = defineCall({
  method: 'DELETE',
  path: '/adn_api/v2/moderation/reasons/:id',
  summary: 'Red gerekçesini kullanımdan kaldır',
  operationId: 'deactivateReason',
  auth: 'admin',
  request: { params: zIdParams },
  response: zReason,
});
