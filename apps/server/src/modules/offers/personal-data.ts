import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, pseudonymiseRows } from '../../platform/personal-data';

/**
 * Offers the member sent and ratings it gave: exported; kept on deletion (decision 0011), since buyers and rated
 * companies rely on them — they name 'Silinmiş Üye' once the member's row is wiped, their notes and comments are
 * pseudonymised for good (decision 0072), and their files go with the attachments' area.
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
    // each revision the member sent (issue 53 item 3: offers and their versions)
    surumler: await rawRows(
      db,
      sql`select v.offer_id, v.version, v.round, v.price, v.unit_price, v.currency, v.vat_rate, v.vat_included,
            v.delivery_on, v.payment_days, v.valid_until, v.note, v.created_at
          from offer_versions v join offers o on o.id = v.offer_id where o.member_id = ${who.id} order by v.id`,
    ),
    verilenPuanlar: await rawRows(
      db,
      sql`select r.offer_id, r.score, r.comment, r.created_at from ratings r
          join offers o on o.id = r.offer_id join requests q on q.id = o.request_id
          where q.member_id = ${who.id} order by r.id`,
    ),
  }),
  forgetMember: async (tx, who) => {
    const rewrite = (rows: ReturnType<typeof sql>, table: string, column: string) =>
      pseudonymiseRows(
        tx,
        who,
        rows,
        (v) =>
          sql`update ${sql.identifier(table)} t set ${sql.identifier(column)} = v.text from ${v} where t.id = v.id`,
        (row) => row.id,
      );
    await rewrite(
      sql`select id, note as text from offers where member_id = ${who.id} and note <> '' order by id`,
      'offers',
      'note',
    );
    await rewrite(
      sql`select v.id, v.note as text from offer_versions v join offers o on o.id = v.offer_id
          where o.member_id = ${who.id} and v.note <> '' order by v.id`,
      'offer_versions',
      'note',
    );
    await rewrite(
      sql`select r.id, r.comment as text from ratings r join offers o on o.id = r.offer_id
          join requests q on q.id = o.request_id where q.member_id = ${who.id} and r.comment <> '' order by r.id`,
      'ratings',
      'comment',
    );
    return undefined;
  },
};
