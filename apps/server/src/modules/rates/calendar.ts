// TCMB's calendar: a bulletin every business day at 15:30 Istanbul time (UTC+3 all year since 2016). Holidays are not
// known here: on one the fetch finds the last bulletin still served, and the job tries again later (service.ts).

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
/** 15:30 in Istanbul, in minutes of the day */
const PUBLISHED_AT = 15 * 60 + 30;
const DAY_MS = 86_400_000;

/**
 * The bulletin that should exist at `now`: the last business day (Monday to Friday) whose 15:30 Istanbul time has
 * passed, with that moment. On a Saturday, Sunday or a weekday before 15:30 it is the previous business day's.
 */
export function expectedBulletin(now: Date): { day: string; publishedAt: Date } {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (minutes < PUBLISHED_AT) day -= DAY_MS;
  while ([0, 6].includes(new Date(day).getUTCDay())) day -= DAY_MS;
  return {
    day: new Date(day).toISOString().slice(0, 10),
    publishedAt: new Date(day + PUBLISHED_AT * 60_000 - ISTANBUL_OFFSET_MS),
  };
}
