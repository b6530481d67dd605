import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** Contact messages and newsletter subscriptions are kept by address, not by member: matched by the member's e-mail. */
export const inboxData: PersonalData = {
  area: 'iletisim',
  exportMember: async (db, who) => ({
    mesajlar: await rawRows(
      db,
      sql`select name, phone, email, message, created_at from contact_messages where lower(email) = ${who.email}`,
    ),
    bulten: await rawRows(
      db,
      sql`select email, created_at from newsletter_subscribers where lower(email) = ${who.email}`,
    ),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`delete from contact_messages where lower(email) = ${who.email}`,
      sql`delete from newsletter_subscribers where lower(email) = ${who.email}`,
    ]);
    return undefined;
  },
};
