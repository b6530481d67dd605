import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** A row's states mention the member: about it (a members' call on its id), or its address or a phone in them. */
const mentions = (who: { id: number; email: string; phones: string[] }) =>
  sql`((target_type = 'members' and target_id = ${who.id})
    or strpos(coalesce(before::text, '') || coalesce(after::text, ''), ${who.email}) > 0
    ${sql.join(
      who.phones.map((p) => sql`or strpos(coalesce(before::text, '') || coalesce(after::text, ''), ${p}) > 0`),
      sql` `,
    )})`;

/**
 * The audit log keeps who did what and when about a deleted member (the administrators answer for it); what the
 * rows held of the member (the states before and after) is forgotten.
 */
export const auditData: PersonalData = {
  area: 'yonetimDenetimKaydi',
  exportMember: (db, who) =>
    rawRows(db, sql`select action, target_type, target_id, status, at from admin_audits where ${mentions(who)}`),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`update admin_audits set before = null, after = '"[silindi]"'::jsonb where ${mentions(who)}`]);
    return undefined;
  },
};
