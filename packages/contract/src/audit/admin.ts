// The back-office's audit log (Denetim Kaydı, /adminimt/denetim; issue 49 item 4, decision 0054): every write of an
// administrator and every reading of a member's personal data, searched by administrator, action, target and days,
// paged by cursor, and exported as CSV.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { MAX_ID, zDay, zTextOver, zWhole } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';

export const AUDIT_MSG = {
  admin: 'Geçersiz yönetici.',
  action: 'Geçersiz işlem.',
  target: 'Geçersiz hedef.',
  day: 'Geçersiz tarih.',
  range: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;

export const zAuditEntry = z.object({
  id: z.number(),
  /** null once the administrator's account is gone */
  admin: z.object({ id: z.number(), username: z.string(), name: z.string() }).nullable(),
  /** the method and route pattern: 'POST /adn_api/uyeSil-:id' */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  status: z.number(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

/** The search: each part narrows it; days are Türkiye's, both ends included. */
const zAuditFilterFields = z.object({
  adminId: zWhole(AUDIT_MSG.admin, 1, MAX_ID).optional(),
  /** a part of the action ('uyeSil', 'POST') */
  action: zTextOver(0, AUDIT_MSG.action, 100).optional(),
  targetType: z
    .string()
    .max(30, { error: AUDIT_MSG.target, abort: true })
    .regex(/^[a-z-]+$/, { error: AUDIT_MSG.target })
    .optional(),
  targetId: zWhole(AUDIT_MSG.target, 1, MAX_ID).optional(),
  from: zDay(AUDIT_MSG.day).optional(),
  to: zDay(AUDIT_MSG.day).optional(),
});
const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const zAuditFilter = zAuditFilterFields.refine(inOrder, { error: AUDIT_MSG.range, path: ['to'] });
export type AuditFilter = z.infer<typeof zAuditFilter>;

/** GET /adn_api/v2/audit?adminId&action&targetType&targetId&from&to&cursor&limit: newest first. */
export const getAuditLog = defineCall({
  method: 'GET',
  path: '/adn_api/v2/audit',
  summary: 'Denetim kaydı',
  operationId: 'getAuditLog',
  auth: 'admin',
  request: {
    query: zAuditFilterFields.extend(zCursorQuery.shape).refine(inOrder, { error: AUDIT_MSG.range, path: ['to'] }),
  },
  response: zCursorPage(zAuditEntry),
});

/** GET /adn_api/v2/audit/export?…the same search: every row found, as CSV ('denetim-kaydi.csv'). */
export const exportAuditLog = defineCall({
  method: 'GET',
  path: '/adn_api/v2/audit/export',
  summary: 'Denetim kaydını CSV olarak indir',
  operationId: 'exportAuditLog',
  auth: 'admin',
  request: { query: zAuditFilter },
  response: FILE,
});
