import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { erasedCount, type PersonalData, runAll } from '../../platform/personal-data';

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
  retention: [
    {
      what: 'İletişim formu mesajları',
      days: 730,
      expire: ({ db }, before) =>
        erasedCount(db, sql`delete from contact_messages where created_at < ${before.toISOString()} returning 1`),
    },
    {
      // an address that is only a subscriber (no member's), whose last activity — its subscription, its last consent
      // event on e-mail (decision 0071) — is older than the period: the subscription deleted, and its consent events
      // kept as proof with the address hashed, as an erased member's are (consents/personal-data.ts)
      what: 'Yalnızca bültene kayıtlı adresler',
      days: 730,
      async expire({ db }, before) {
        const at = before.toISOString();
        const [row] = await rawRows<{ n: number }>(
          db,
          sql`with gone as (
              delete from newsletter_subscribers s where s.created_at < ${at}
                and not exists (select 1 from members m where lower(m.email) = lower(s.email) and m.deleted_at is null)
                and not exists (select 1 from consent_events e where e.address = lower(s.email) and e.channel = 'eposta'
                  and e.at >= ${at})
              returning lower(s.email) as address),
            hashed as (
              update consent_events set address = 'silinmis:' || encode(sha256(convert_to(address, 'UTF8')), 'hex'),
                ip = null
              where address in (select address from gone) returning 1)
            select (select count(*)::int from gone) as n, (select count(*) from hashed) as hashed`,
        );
        return row.n;
      },
    },
  ],
};
