// A member's badges (issue 49 item 1, decision 0056), evaluated against the clock at read time: an expired document
// drops its badge by itself, with no job. One statement for a whole list of members (a desk's suppliers, a feed's
// buyers), never one per row.
import {
  type Badges,
  CERTIFICATES,
  type CertificateKind,
  MAIN_DOCUMENTS,
} from '@tedarik/contract/verification/documents';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { isoDate } from '../../platform/paging';

type Row = { id: number; activated: boolean; phone: boolean; details: boolean; approved: string[] | null };

/**
 * E-posta Onaylı and Telefon Onaylı come from the account's activation (its code goes by mail and, when the member
 * has a phone, by SMS); Doğrulanmış Firma needs the saved numbers and the three main documents approved and none
 * past its last valid day; each certificate approved and not past it is shown by name.
 */
export async function badgesOf(db: Db, memberIds: readonly number[], now: Date): Promise<Map<number, Badges>> {
  const ids = [...new Set(memberIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const out = new Map<number, Badges>();
  if (ids.length === 0) return out;
  const today = isoDate(now);
  const rows = await rawRows<Row>(
    db,
    sql`select m.id, m.activated_at is not null as activated, m.activated_at is not null and m.phone <> '' as phone,
          exists (select 1 from company_verifications v where v.member_id = m.id) as details,
          (select array_agg(d.kind) from verification_documents d
            where d.member_id = m.id and d.status = 'approved'
              and (d.expires_on is null or d.expires_on >= ${today}::date)) as approved
        from members m
        where m.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and m.deleted_at is null`,
  );
  for (const r of rows) {
    const approved = new Set(r.approved ?? []);
    out.set(Number(r.id), {
      email: r.activated,
      phone: r.phone,
      verified: r.details && MAIN_DOCUMENTS.every((k) => approved.has(k)),
      certificates: CERTIFICATES.filter((k): k is CertificateKind => approved.has(k)),
    });
  }
  return out;
}

export const NONE: Badges = { email: false, phone: false, verified: false, certificates: [] };
