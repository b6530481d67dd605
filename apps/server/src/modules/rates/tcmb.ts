// TCMB's daily bulletin (today.xml): fetched with a timeout and a size cap, parsed with fast-xml-parser, its numbers
// kept as the exact decimal strings TCMB wrote (never parsed to floats). A bulletin that lacks its date or a valid
// USD and EUR rate is refused whole: nothing of it is stored.
import { RATE_PATTERN, type Rate } from '@tedarik/contract/money';
import { XMLParser } from 'fast-xml-parser';

export type ParsedBulletin = {
  /** the bulletin's own day (Tarih), 'YYYY-MM-DD' */
  day: string;
  /** Bulten_No ('2026/225'), when given */
  number: string | null;
  rates: (Rate & { currency: string })[];
};

/** A bulletin is a few kilobytes; anything past this is no bulletin. */
const MAX_BYTES = 1024 * 1024;
export const REQUIRED_CURRENCIES = ['USD', 'EUR'] as const;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // numbers stay strings: '42.5012' must not become a float, '0100' must not lose a digit
  parseTagValue: false,
  parseAttributeValue: false,
  // no entity expansion (TCMB uses none; a crafted DOCTYPE must not grow the document)
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => name === 'Currency',
});

export class BulletinError extends Error {}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' when it is a day of the calendar, else null. */
function dayOf(tarih: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(tarih);
  if (!m) return null;
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= '1990' ? day : null;
}

/** The bulletin in `xml`; a BulletinError (in Turkish, for the administrator) when it is no usable bulletin. */
export function parseBulletin(xml: string): ParsedBulletin {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch (err) {
    // the parser's message may quote the document: no control characters into the log or the database
    const reason = [...String((err as Error).message)].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('');
    throw new BulletinError(`Bülten okunamadı: ${reason.slice(0, 200)}`);
  }
  const root = doc.Tarih_Date as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') throw new BulletinError('Bülten okunamadı: Tarih_Date yok.');
  const day = dayOf(text(root['@_Tarih']));
  if (!day) throw new BulletinError('Bülten okunamadı: tarihi yok ya da geçersiz.');
  const number = text(root['@_Bulten_No']).slice(0, 50) || null;
  const rates: ParsedBulletin['rates'] = [];
  const currencies = Array.isArray(root.Currency) ? root.Currency.slice(0, 200) : [];
  for (const entry of currencies as Record<string, unknown>[]) {
    const currency = text(entry?.['@_CurrencyCode'] ?? entry?.['@_Kod']);
    const unit = text(entry?.Unit);
    const forexSelling = text(entry?.ForexSelling);
    // currencies without a selling rate (some carry only cross rates) are left out
    if (!/^[A-Z]{3}$/.test(currency) || !/^[1-9]\d{0,6}$/.test(unit) || !RATE_PATTERN.test(forexSelling)) continue;
    if (!/[1-9]/.test(forexSelling) || rates.some((r) => r.currency === currency)) continue;
    rates.push({ currency, unit: Number(unit), forexSelling });
  }
  const missing = REQUIRED_CURRENCIES.filter((c) => !rates.some((r) => r.currency === c));
  if (missing.length > 0) throw new BulletinError(`Bültende ${missing.join(' ve ')} kuru yok.`);
  return { day, number, rates };
}

/** Fetches and parses the bulletin at `url`; any failure (network, status, timeout, size, content) throws. */
export async function fetchBulletin(url: string, timeoutMs: number): Promise<ParsedBulletin> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } });
  } catch (err) {
    const e = err as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    throw new BulletinError(
      timedOut
        ? `TCMB ${timeoutMs / 1000} saniyede yanıt vermedi.`
        : `TCMB'ye ulaşılamadı: ${(e.cause as { code?: string } | undefined)?.code ?? e.message}`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new BulletinError(`TCMB HTTP ${res.status} yanıtı verdi.`);
  }
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new BulletinError('TCMB yanıtı bülten için fazla büyük.');
  }
  let body: string;
  try {
    body = await res.text();
  } catch (err) {
    throw new BulletinError(`TCMB yanıtı okunamadı: ${(err as Error).message}`);
  }
  if (body.length > MAX_BYTES) throw new BulletinError('TCMB yanıtı bülten için fazla büyük.');
  return parseBulletin(body);
}
