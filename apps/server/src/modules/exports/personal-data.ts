import { EXPORT_DAYS } from '@tedarik/contract/exports/member';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { erasedCount, type PersonalData, runAll } from '../../platform/personal-data';
import { sweepNow } from '../../platform/private-files/private-files';

/**
 * A member's spreadsheets: listed in an export, deleted with the member and after EXPORT_DAYS (the retention job);
 * their rows list their bytes for the private-files sweep (decision 0044).
 */
export const exportsData: PersonalData = {
  area: 'disa-aktarimlar',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select kind, format, status, name, size, rows, created_at, ready_at from spreadsheet_exports
        where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from spreadsheet_exports where member_id = ${who.id}`]);
    return { privateFiles: true };
  },
  retention: [
    {
      what: 'Dışa aktarılan liste dosyaları',
      days: EXPORT_DAYS,
      async expire(ctx, before) {
        const n = await erasedCount(
          ctx.db,
          sql`delete from spreadsheet_exports where created_at < ${before.toISOString()} returning 1`,
        );
        if (n) await sweepNow(ctx);
        return n;
      },
    },
  ],
};
