// The window a delivery date (a request's, an offer's estimate) must fall in: from today, in Türkiye, to 5 years
// later. The server decides with its clock; the forms' date pickers offer the same days.

/** A delivery date may be at most this many years after today. */
export const MAX_YEARS_AHEAD = 5;

/** `today` ('2026-11-27') plus 5 years, the same day of the month (29 February → 28 February). */
export function latestDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const year = y + MAX_YEARS_AHEAD;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastOfMonth))}`;
}

/** Where a calendar day ('YYYY-MM-DD', already checked) falls against the window that starts `today`. */
export function deliveryDayPlace(day: string, today: string): 'past' | 'within' | 'far' {
  if (day < today) return 'past';
  return day > latestDay(today) ? 'far' : 'within';
}

// ── Istanbul time (issue 47 item 17) ─────────────────────────────────────────────────────────────────────────────
// Every date and time a page, a mail or an export shows is Istanbul's, whatever the zone of the machine that writes
// it: the server renders public pages in UTC, and a visitor abroad reads them in theirs (a sealed request's deadline
// showed 21:38 for 00:38). Türkiye has kept UTC+3 all year since 7 September 2016, so the offset is fixed (as the
// server's `isoDate` and the rates' calendar take it); an older instant asks Intl for the zone's rules of its day.
// Written by hand, not with Intl or dayjs: a visitor's islands must not load a locale's data to show a date.

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
/** From this instant Türkiye's time is UTC+3 all year. */
const FIXED_SINCE = Date.UTC(2016, 8, 6, 21);
/** 'YYYY-MM-DD', optionally with a time: without a zone it is already Istanbul's wall time */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const two = (n: number) => String(n).padStart(2, '0');

type Wall = { year: number; month: number; day: number; hour: number; minute: number };

let oldZone: Intl.DateTimeFormat | undefined;
/** An instant before 2016's change, by the zone's rules of its day (summer time then). */
function beforeFixed(ms: number): Wall {
  oldZone ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = Object.fromEntries(oldZone.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute };
}

/** A calendar day, an Istanbul wall time, an instant (ISO with its zone) or a Date → its Istanbul wall time. */
function wallTime(value: string | Date): Wall | null {
  if (typeof value === 'string') {
    const wall = WALL_TIME.exec(value.trim());
    if (wall) {
      const [, y, mo, d, h = '0', mi = '0'] = wall;
      const check = new Date(Date.UTC(+y, +mo - 1, +d));
      // a day the calendar does not have ('2026-02-30') is not a date
      if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d) return null;
      return { year: +y, month: +mo, day: +d, hour: +h, minute: +mi };
    }
  }
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return null;
  if (ms < FIXED_SINCE) return beforeFixed(ms);
  const t = new Date(ms + ISTANBUL_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

/**
 * A day or a time as COPY.md writes it, in Istanbul time: '22.11.2026', with `time` '22.11.2026 14:05'. A day
 * ('2026-11-22') is that day; a time with a zone ('2026-11-22T11:05:00.000Z') is shown in Istanbul; a time without one
 * is Istanbul's already. What is not a date is given back as it is (an empty value as '').
 */
export function formatDate(value: string | Date | null | undefined, time = false): string {
  if (value === null || value === undefined || value === '') return '';
  const w = wallTime(value);
  if (!w) return String(value);
  const date = `${two(w.day)}.${two(w.month)}.${w.year}`;
  return time ? `${date} ${two(w.hour)}:${two(w.minute)}` : date;
}

/** '22 Kasım 2026' (a post's, a request's day in a list), in Istanbul time. */
export function formatLongDate(value: string | Date): string {
  const w = wallTime(value);
  return w ? `${w.day} ${MONTHS[w.month - 1]} ${w.year}` : String(value);
}

/** 'Kasım 2026' (since when a company is a member), in Istanbul time. */
export function formatMonth(value: string | Date): string {
  const w = wallTime(value);
  return w ? `${MONTHS[w.month - 1]} ${w.year}` : String(value);
}

/** The day in Istanbul of an instant, 'YYYY-MM-DD'. */
export function istanbulDay(at: Date | string): string {
  const w = wallTime(at);
  return w ? `${w.year}-${two(w.month)}-${two(w.day)}` : '';
}

/**
 * An instant as a datetime-local field shows it, in Istanbul time ('2026-11-28T14:05'): the deadline fields take and
 * show Istanbul's time whatever the browser's zone, as every page shows it.
 */
export function istanbulMinute(at: Date | string): string {
  const w = wallTime(at);
  return w ? `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}` : '';
}

/** A datetime-local field's value read as Istanbul time → the instant with its zone ('2026-11-28T14:05:00+03:00'). */
export function fromIstanbulMinute(value: string): string {
  const wall = WALL_TIME.exec(value.trim());
  if (!wall) return value;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = wall;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`;
}
