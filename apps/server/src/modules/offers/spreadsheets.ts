// The offers area's lists as tables for the members' spreadsheets (issue 52 item 5; modules/exports makes the files):
// a company's matching requests (what its feed shows, the buyer masked, whether it offered), its own offers with
// their requests, and a buyer's requests with the offers on them — each supplier masked until the buyer accepted its
// offer, and a sealed request's offers only once opened, as the screens show them. The newest MAX_EXPORT_ROWS.
import { REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { maskContacts } from '@tedarik/contract/conversations/masking';
import { MAX_EXPORT_ROWS } from '@tedarik/contract/exports/member';
import { maskCompany } from '@tedarik/contract/text';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { Column, Table } from '../../platform/spreadsheet';
import { matchingRequestSql } from './matching-rule';

const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00.000Z`) : null);
const moment = (iso: string | null) => (iso ? new Date(iso) : null);
const money = (value: string | null) => (value === null ? null : Number(value));
const vat = (rate: number | null, included: boolean | null) =>
  rate === null ? '' : `%${rate} ${included ? 'Dahil' : 'Hariç'}`;
const yesNo = (b: boolean) => (b ? 'Evet' : 'Hayır');

/** A request's state as its owner's list words it. */
const requestState = (r: { approved: boolean | null; finished: boolean; open: boolean }) =>
  r.finished
    ? 'Tamamlandı'
    : r.approved === null
      ? 'Onay Bekliyor'
      : r.approved === false
        ? 'Reddedildi'
        : r.open
          ? 'Yayında'
          : 'Süresi Doldu';

const REQUEST_COLUMNS: Column[] = [
  { header: 'Talep No', type: 'number', width: 10 },
  { header: 'Ürün', type: 'text', width: 28 },
  { header: 'Kategori', type: 'text', width: 20 },
  { header: 'Miktar', type: 'number' },
  { header: 'Birim', type: 'text', width: 8 },
];

/** The company's matching requests, newest first (its feed, whatever it has offered on). */
export async function matchingRequestsTable(db: Db, memberId: number, publicUrl: string): Promise<Table> {
  const rows = await rawRows<{
    id: number;
    product: string;
    category: string;
    quantity: number;
    unit: string;
    material: string;
    buyer: string;
    province: string | null;
    delivery_on: string;
    published_at: string;
    offered: boolean;
  }>(
    db,
    sql`select requests.id, cp.name as product, k.name as category, requests.quantity, requests.unit,
        requests.material, b.company_name as buyer, city.name as province, requests.delivery_on::text as delivery_on,
        coalesce(requests.approved_at, requests.created_at)::text as published_at,
        exists (select 1 from offers o where o.request_id = requests.id and o.member_id = ${memberId}) as offered
      from requests
      join catalog_products cp on cp.id = requests.catalog_product_id
      join categories k on k.id = cp.category_id
      join members b on b.id = requests.member_id
      left join cities city on city.id = b.city_id
      where ${matchingRequestSql(memberId)}
      order by requests.id desc limit ${MAX_EXPORT_ROWS}`,
  );
  return {
    title: 'Eşleşen Talepler',
    columns: [
      ...REQUEST_COLUMNS,
      { header: 'Malzeme', type: 'text', width: 16 },
      { header: 'Alıcı', type: 'text', width: 20 },
      { header: 'İl', type: 'text', width: 12 },
      { header: 'Teslim Tarihi', type: 'date', width: 12 },
      { header: 'Yayın Tarihi', type: 'time', width: 16 },
      { header: 'Teklif Verdim', type: 'text', width: 12 },
      { header: 'Bağlantı', type: 'text', width: 40 },
    ],
    rows: rows.map((r) => [
      r.id,
      r.product,
      r.category,
      r.quantity,
      r.unit,
      maskContacts(r.material).text, // as the feed and the open API show it to a supplier
      maskCompany(r.buyer),
      r.province ?? '',
      day(r.delivery_on),
      moment(r.published_at),
      yesNo(r.offered),
      `${publicUrl}/talep-detay-${r.id}`,
    ]),
  };
}

type OfferRow = {
  offer_id: number;
  price: string;
  unit_price: string | null;
  currency: string;
  vat_rate: number | null;
  vat_included: boolean | null;
  payment_days: number | null;
  offer_delivery_on: string;
  valid_until: string | null;
  version: number;
  reviewed: boolean;
  offered_at: string;
};
const offerColumns = sql`o.id as offer_id, o.price::text as price, o.unit_price::text as unit_price, o.currency,
  o.vat_rate, o.vat_included, o.payment_days, o.delivery_on::text as offer_delivery_on,
  o.valid_until::text as valid_until, o.version, o.reviewed, o.created_at::text as offered_at`;
const OFFER_COLUMNS: Column[] = [
  { header: 'Teklif No', type: 'number', width: 10 },
  { header: 'Fiyat', type: 'money', width: 14 },
  { header: 'Birim Fiyat', type: 'money', width: 14 },
  { header: 'Para Birimi', type: 'text', width: 10 },
  { header: 'KDV', type: 'text', width: 10 },
  { header: 'Vade (gün)', type: 'number' },
  { header: 'Teklif Teslim Tarihi', type: 'date', width: 14 },
  { header: 'Geçerlilik Tarihi', type: 'date', width: 14 },
  { header: 'Sürüm', type: 'number', width: 8 },
  { header: 'Kabul Edildi', type: 'text', width: 12 },
  { header: 'Teklif Tarihi', type: 'time', width: 16 },
];
const offerCells = (o: OfferRow) => [
  o.offer_id,
  money(o.price),
  money(o.unit_price),
  o.currency,
  vat(o.vat_rate, o.vat_included),
  o.payment_days,
  day(o.offer_delivery_on),
  day(o.valid_until),
  o.version,
  yesNo(o.reviewed),
  moment(o.offered_at),
];

/** The company's offers with their requests, newest first. */
export async function ownOffersTable(db: Db, memberId: number): Promise<Table> {
  const rows = await rawRows<
    OfferRow & { id: number; product: string; category: string; quantity: number; unit: string }
  >(
    db,
    sql`select r.id, cp.name as product, k.name as category, r.quantity, r.unit, ${offerColumns}
      from offers o
      join requests r on r.id = o.request_id
      join catalog_products cp on cp.id = r.catalog_product_id
      join categories k on k.id = cp.category_id
      where o.member_id = ${memberId}
      order by o.id desc limit ${MAX_EXPORT_ROWS}`,
  );
  return {
    title: 'Tekliflerim',
    columns: [...REQUEST_COLUMNS, ...OFFER_COLUMNS],
    rows: rows.map((r) => [r.id, r.product, r.category, r.quantity, r.unit, ...offerCells(r)]),
  };
}

/**
 * The member's requests with their offers (one line per offer; a request without any on a line of its own), newest
 * request first. A supplier is named once the buyer accepted its offer, masked before; a sealed request's offers
 * appear once it opened.
 */
export async function ownRequestsTable(db: Db, memberId: number): Promise<Table> {
  const rows = await rawRows<
    Partial<OfferRow> & {
      id: number;
      product: string;
      category: string;
      quantity: number;
      unit: string;
      delivery_on: string;
      created_at: string;
      approved: boolean | null;
      finished: boolean;
      open: boolean;
      supplier: string | null;
    }
  >(
    db,
    sql`select r.id, cp.name as product, k.name as category, r.quantity, r.unit, r.delivery_on::text as delivery_on,
        r.created_at::text as created_at, r.approved, r.finished,
        (r.delivery_on >= current_date - ${REQUEST_OPEN_DAYS}::int) as open, s.company_name as supplier, ${offerColumns}
      from (select * from requests where member_id = ${memberId} order by id desc limit ${MAX_EXPORT_ROWS}) r
      join catalog_products cp on cp.id = r.catalog_product_id
      join categories k on k.id = cp.category_id
      left join offers o on o.request_id = r.id and (not r.sealed or r.opened_at is not null)
      left join members s on s.id = o.member_id
      order by r.id desc, o.id desc limit ${MAX_EXPORT_ROWS}`,
  );
  return {
    title: 'Taleplerim',
    columns: [
      ...REQUEST_COLUMNS,
      { header: 'Teslim Tarihi', type: 'date', width: 12 },
      { header: 'Talep Tarihi', type: 'time', width: 16 },
      { header: 'Durum', type: 'text', width: 14 },
      { header: 'Tedarikçi', type: 'text', width: 24 },
      ...OFFER_COLUMNS,
    ],
    rows: rows.map((r) => [
      r.id,
      r.product,
      r.category,
      r.quantity,
      r.unit,
      day(r.delivery_on),
      moment(r.created_at),
      requestState(r),
      r.supplier === null ? '' : r.reviewed ? r.supplier : maskCompany(r.supplier),
      ...(r.offer_id == null ? OFFER_COLUMNS.map(() => null) : offerCells(r as OfferRow)),
    ]),
  };
}
