import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';
import { loginKey } from './login-throttle';

/** Sessions, one-time codes and links (login links too), e-mail changes and the login throttle: the account's keys, never exported. */
export const accountsData: PersonalData = {
  area: 'hesap',
  exportMember: async (db, who) => ({
    oturumlar: await rawRows(db, sql`select created_at, expires_at from sessions where member_id = ${who.id}`),
    epostaDegisiklikleri: await rawRows(
      db,
      sql`select new_email, created_at, used_at from email_changes where member_id = ${who.id}`,
    ),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`delete from sessions where member_id = ${who.id}`,
      sql`delete from activation_codes where member_id = ${who.id}`,
      sql`delete from password_resets where member_id = ${who.id}`,
      sql`delete from email_changes where member_id = ${who.id}`,
      sql`delete from login_links where member_id = ${who.id}`,
      sql`delete from login_throttles where login_hash = ${loginKey('member', who.email)}`,
    ]);
    return undefined;
  },
};
