import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * A company's verification numbers and documents: listed in an export, deleted with the member; the documents' rows
 * list their bytes for the private-files sweep after the commit (decision 0044).
 */
export const verificationData: PersonalData = {
  area: 'firmaDogrulama',
  exportMember: async (db, who) => ({
    numbers: await rawRows(
      db,
      sql`select tax_number, tax_office, mersis_number, trade_registry_number, updated_at
          from company_verifications where member_id = ${who.id}`,
    ),
    documents: await rawRows(
      db,
      sql`select kind, status, expires_on, name, file_kind, size, reject_reason, reject_note, reviewed_at, created_at
          from verification_documents where member_id = ${who.id} order by id`,
    ),
  }),
  filesOf: (db, who) =>
    rawRows(
      db,
      sql`select storage_key as "storageKey", name from verification_documents where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`delete from verification_documents where member_id = ${who.id}`,
      sql`delete from company_verifications where member_id = ${who.id}`,
    ]);
    return { privateFiles: true };
  },
};
