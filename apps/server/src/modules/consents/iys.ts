// İYS (İleti Yönetim Sistemi) in and out (issue 53 item 2, decision 0071): the consents as İYS's upload reads them,
// one row per address and channel (its latest event), and İYS's list of refusals read back, each refusal withdrawn
// here. The file is checked whole before anything changes: a wrong row refuses it with its line numbers.
import {
  CONSENT_MSG,
  type ConsentChannel,
  MAX_REFUSAL_ROWS,
  MAX_REFUSALS_BYTES,
} from '@tedarik/contract/consents/consents';
import { normalizeEmail } from '@tedarik/contract/text';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { phoneKey } from '../../platform/consent';
import { csvCell, csvHead, csvLine } from '../../platform/csv';
import { AppError } from '../../platform/errors';

const TYPE_OF: Record<ConsentChannel, string> = { eposta: 'EPOSTA', sms: 'MESAJ', arama: 'ARAMA' };
const CHANNEL_OF: Record<string, ConsentChannel> = { EPOSTA: 'eposta', MESAJ: 'sms', ARAMA: 'arama' };

/** İYS's consent sources: ours on the web are HS_WEB; a withdrawal by the mail's link HS_EPOSTA. */
const sourceOf = (source: string) => (source === 'abonelik-iptal' ? 'HS_EPOSTA' : 'HS_WEB');

/** 'YYYY-MM-DD HH:mm:ss' in Türkiye's time, as İYS's consentDate */
const SECONDS = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The recipient's cell: a phone as İYS takes it ('+905…', generated here from digits, so never a formula: csvCell's
 * apostrophe would break it), an e-mail through csvCell.
 */
const recipientCell = (address: string) => `${/^\+90\d{10}$/.test(address) ? address : csvCell(address)},`;

export const IYS_CSV_HEAD = csvHead(['ALICI', 'TIP', 'DURUM', 'KAYNAK', 'IZIN_TARIHI', 'ALICI_TURU']);

interface Latest {
  address: string;
  channel: ConsentChannel;
  granted: boolean;
  at: Date | string;
  source: string;
}

/**
 * Each address's latest event per channel, in batches in the order of consent_events_address_idx (a keyset walk: no
 * offset, a bounded memory); those whose latest came from İYS itself are left out.
 */
export async function* iysRows(db: Db, batch = 5000): AsyncGenerator<string> {
  let after: { address: string; channel: string } | undefined;
  for (;;) {
    const rows = await rawRows<Latest>(
      db,
      sql`select distinct on (address, channel) address, channel, granted, at, source from consent_events
        where channel is not null ${after ? sql`and (address, channel) > (${after.address}, ${after.channel})` : sql``}
        order by address, channel, id desc limit ${batch}`,
    );
    const lines = rows
      .filter((r) => r.source !== 'iys-ice-aktarim' && !r.address.startsWith('silinmis:'))
      .map(
        (r) =>
          recipientCell(r.address) +
          csvLine([
            TYPE_OF[r.channel],
            r.granted ? 'ONAY' : 'RET',
            sourceOf(r.source),
            SECONDS.format(new Date(r.at)),
            'BIREYSEL',
          ]),
      );
    if (lines.length) yield lines.join('');
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { address: last.address, channel: last.channel };
  }
}

// ── İYS's refusals ────────────────────────────────────────────────────────────────────────────────────────────────
/** The cells of CSV text (RFC 4180: quotes, doubled quotes, CRLF or LF), separated by `sep`. */
function* csvRecords(text: string, sep: string): Generator<string[]> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      yield cells;
      cells = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    yield cells;
  }
}

const headerKey = (s: string) =>
  normalizeEmail(s)
    .replace(/[^a-z_]/g, '')
    .replace(/_/g, '');
const RECIPIENT = ['alici', 'recipient'];
const TYPE = ['tip', 'type'];
const STATUS = ['durum', 'status'];

export interface Refusal {
  address: string;
  channel: ConsentChannel;
}

/**
 * The refusals of an İYS list (CSV, comma or semicolon, a header naming ALICI/recipient and TIP/type, and DURUM/status
 * when the list mixes ONAY and RET: only RET rows count). Hostile or wrong files are refused in Turkish.
 */
export function parseRefusals(bytes: Uint8Array): Refusal[] {
  if (bytes.length > MAX_REFUSALS_BYTES) throw new AppError(CONSENT_MSG.tooLarge, 413);
  if (bytes.includes(0)) throw new AppError(CONSENT_MSG.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError(CONSENT_MSG.notText);
  }
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = csvRecords(text, sep);
  const first = records.next();
  const head: string[] = first.done ? [] : first.value.map(headerKey);
  const col = (names: string[]) => head.findIndex((h) => names.includes(h));
  const [r, t, s] = [col(RECIPIENT), col(TYPE), col(STATUS)];
  if (r < 0 || t < 0) throw new AppError(CONSENT_MSG.noHeader);
  const refusals = new Map<string, Refusal>();
  const bad: number[] = [];
  let line = 1;
  for (const cells of records) {
    line++;
    if (line - 1 > MAX_REFUSAL_ROWS) throw new AppError(CONSENT_MSG.tooManyRows, 413);
    if (cells.every((c) => c.trim() === '')) continue;
    const status = s >= 0 ? (cells[s] ?? '').trim().toUpperCase() : 'RET';
    const channel = CHANNEL_OF[(cells[t] ?? '').trim().toUpperCase()];
    const raw = (cells[r] ?? '').trim();
    const address = channel === 'eposta' ? normalizeEmail(raw) : channel ? phoneKey(raw) : '';
    const valid =
      channel &&
      (status === 'RET' || status === 'ONAY') &&
      (channel === 'eposta' ? address.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(address) : address !== '');
    if (!valid) {
      bad.push(line);
      continue;
    }
    if (status === 'RET') refusals.set(`${channel}:${address}`, { address, channel });
  }
  if (bad.length) throw new AppError(CONSENT_MSG.badRows(bad));
  return [...refusals.values()];
}

/**
 * Withdraws each refusal here (source 'iys-ice-aktarim'), a thousand addresses a statement: an address whose latest
 * consent on the channel is a grant gets a withdrawal; one that already refused, or never consented, is unchanged.
 */
export async function importRefusals(db: Db, refusals: Refusal[], ip: string) {
  let withdrawn = 0;
  for (let i = 0; i < refusals.length; i += 1000) {
    const batch = JSON.stringify(refusals.slice(i, i + 1000));
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`with added as (insert into consent_events (member_id, address, kind, version, channel, granted, ip, source)
        select case when v.channel = 'eposta' then (select m.id from members m where m.email = v.address
            and m.deleted_at is null) end,
          v.address, 'ticari-ileti', (select max(version) from legal_texts where kind = 'ticari-ileti'), v.channel,
          false, ${ip}, 'iys-ice-aktarim'
        from jsonb_to_recordset(${batch}::jsonb) as v(address text, channel text)
        where coalesce((select ce.granted from consent_events ce where ce.address = v.address
          and ce.channel = v.channel order by ce.id desc limit 1), false)
        returning 1)
        select count(*)::int as n from added`,
    );
    withdrawn += row?.n ?? 0;
  }
  return { rows: refusals.length, withdrawn, unchanged: refusals.length - withdrawn };
}
