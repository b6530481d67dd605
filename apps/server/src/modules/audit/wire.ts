import type { AuditEntry } from '@tedarik/contract/audit/admin';
import { CSV_TIME, csvHead, csvLine } from '../../platform/csv';
import type { AuditRow } from './service';

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  admin: r.adminId === null ? null : { id: r.adminId, username: r.username ?? '', name: r.name ?? '' },
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  status: r.status,
  at: r.at.toISOString(),
});

export const AUDIT_CSV_HEAD = csvHead(['tarih', 'yonetici', 'islem', 'hedef', 'hedef_id', 'durum', 'once', 'sonra']);

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const toAuditCsvLines = (rows: AuditRow[]) =>
  rows
    .map((r) =>
      csvLine([
        CSV_TIME.format(r.at),
        r.username ?? '',
        r.action,
        r.targetType ?? '',
        r.targetId === null ? '' : String(r.targetId),
        String(r.status),
        json(r.before),
        json(r.after),
      ]),
    )
    .join('');
