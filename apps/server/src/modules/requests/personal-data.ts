import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { erasedCount, type PersonalData, pseudonymiseRows, runAll } from '../../platform/personal-data';

/**
 * The member's requests stay for the suppliers who offered on them (decision 0011), finished so that nobody offers
 * any more, their texts (details, material, new rounds' messages) pseudonymised for good (decision 0072); their
 * files go with the attachments' area. An export lists them with their rounds.
 */
export const requestsData: PersonalData = {
  area: 'talepler',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select id, catalog_product_id, material, quantity, unit, detail, delivery_on, approved, finished, created_at,
            origin_ip
          from requests where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await pseudonymiseRows(
      tx,
      who,
      sql`select id, detail as text from requests where member_id = ${who.id} order by id`,
      (v) => sql`update requests r set detail = v.text from ${v} where r.id = v.id`,
      (row) => row.id,
    );
    await pseudonymiseRows(
      tx,
      who,
      sql`select id, material as text from requests where member_id = ${who.id} and material <> '' order by id`,
      (v) => sql`update requests r set material = v.text from ${v} where r.id = v.id`,
      (row) => row.id,
    );
    await pseudonymiseRows(
      tx,
      who,
      sql`select w.id, w.message as text from request_rounds w join requests r on r.id = w.request_id
          where r.member_id = ${who.id} order by w.id`,
      (v) => sql`update request_rounds w set message = v.text from ${v} where w.id = v.id`,
      (row) => row.id,
    );
    await runAll(tx, [
      sql`update requests set finished = true where member_id = ${who.id} and not finished`,
      // the address it was sent from goes with the member (the flags of the workbench need it no more)
      sql`update requests set origin_ip = null where member_id = ${who.id} and origin_ip is not null`,
    ]);
    return undefined;
  },
  retention: [
    {
      // the workbench's burst flag reads the last 30 days' addresses only
      what: 'Taleplerin gönderildiği IP adresleri',
      days: 365,
      expire: ({ db }, before) =>
        erasedCount(
          db,
          sql`update requests set origin_ip = null where origin_ip is not null and created_at < ${before.toISOString()}
            returning 1`,
        ),
    },
  ],
};
