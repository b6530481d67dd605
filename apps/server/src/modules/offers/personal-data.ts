import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import type { PersonalData } from '../../platform/personal-data';

/**
 * Offers the member sent and ratings it gave: exported; kept on deletion (decision 0011), since buyers and rated
 * companies rely on them — they name 'Silinmiş Üye' once the member's row is wiped, and their files go with the
 * attachments' area.
 */
export const offersData: PersonalData = {
  area: 'teklifler',
  exportMember: async (db, who) => ({
    gonderilen: await rawRows(
      db,
      sql`select id, request_id, unit_price, currency, vat_rate, vat_included, payment_days, delivery_on, valid_until,
            note, version, created_at
          from offers where member_id = ${who.id} order by id`,
    ),
    verilenPuanlar: await rawRows(
      db,
      sql`select r.offer_id, r.score, r.comment, r.created_at from ratings r
          join offers o on o.id = r.offer_id join requests q on q.id = o.request_id
          where q.member_id = ${who.id} order by r.id`,
    ),
  }),
  forgetMember: async () => undefined,
};
