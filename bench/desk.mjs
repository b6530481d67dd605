// The decision desk's data at size (issue 37): a request with fifty offers, for bench/floor.mjs.

/**
 * A request of the demo buyer's with 50 offers from 50 bench companies, in TL, USD and EUR with the richer terms, and
 * a bulletin for today (an administrator's entry) so that the comparison converts them: its id.
 */
export async function deskOf50(data) {
  const { rows } = await data.query(
    `with buyer as (select id from members where email = 'alici@ornek.com.tr'),
     product as (select catalog_product_id as id from requests where member_id = (select id from buyer) limit 1),
     made as (
       insert into requests (member_id, catalog_product_id, quantity, unit, detail, delivery_on, approved, offer_count)
       select (select id from buyer), (select id from product), 100, 'Adet', 'Karşılaştırma ölçümü', current_date + 30,
              true, 50
       returning id)
     select id from made`,
  );
  const desk = rows[0].id;
  await data.query(
    `insert into offers (request_id, member_id, price, unit_price, currency, vat_rate, vat_included, delivery_on,
                         payment_days, valid_until, note)
     select $1, m.id, (10 + n) * 100, 10 + n, (array['TL', 'USD', 'EUR'])[1 + n % 3], 20, n % 2 = 0,
            current_date + 20 + n % 15, (n % 4) * 30, current_date + n % 20, 'Ölçüm teklifi'
     from (select id, (row_number() over (order by id))::int as n from members where email like 'bench%@firma.test'
           order by id limit 50) m`,
    [desk],
  );
  await data.query(
    `insert into offer_versions (offer_id, version, price, unit_price, currency, vat_rate, vat_included, delivery_on,
                                 payment_days, valid_until, note)
     select id, 1, price, unit_price, currency, vat_rate, vat_included, delivery_on, payment_days, valid_until, note
     from offers where request_id = $1`,
    [desk],
  );
  await data.query(
    `insert into rate_bulletins (day, source) values (current_date, 'manual') on conflict do nothing;
     insert into exchange_rates (day, currency, unit, forex_selling)
     values (current_date, 'USD', 1, 42.5012), (current_date, 'EUR', 1, 49.1234) on conflict do nothing`,
  );
  return desk;
}
