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
