import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * Files the member uploaded on its requests, offers and messages: listed in an export (name, size, where), deleted
 * with the member; the rows' trigger lists their bytes for the private-files sweep after the commit.
 */
export const attachmentsData: PersonalData = {
  area: 'dosyalar',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select owner, request_id, offer_id, message_id, name, kind, size, created_at
          from attachments where uploaded_by = ${who.id} order by id`,
    ),
  filesOf: (db, who) =>
    rawRows(
      db,
      sql`select storage_key as "storageKey", name from attachments where uploaded_by = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from attachments where uploaded_by = ${who.id}`]);
    return { privateFiles: true };
  },
};
