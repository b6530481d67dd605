// A data request's deadline as the queue shows it: whole days left (Türkiye's days), amber under a week, red overdue.
import { DATA_REQUEST_WARN_DAYS } from '@tedarik/contract/privacy/admin';

const DAY_MS = 86_400_000;
const TURKEY_MS = 3 * 3_600_000;
const dayOf = (at: Date) => Math.floor((at.getTime() + TURKEY_MS) / DAY_MS);

/** Days from today to the deadline's day: 0 on the day itself, negative once it passed. */
export const daysLeft = (dueAt: string, now: Date) => dayOf(new Date(dueAt)) - dayOf(now);

/** The deadline's words and colour: '12 gün kaldı' (green), '3 gün kaldı' (amber), 'Bugün son gün', '2 gün gecikti' (red). */
export function deadlineOf(dueAt: string, now: Date): { text: string; color: string } {
  const left = daysLeft(dueAt, now);
  if (left < 0) return { text: `${-left} gün gecikti`, color: 'red' };
  if (left === 0) return { text: 'Bugün son gün', color: 'orange' };
  return { text: `${left} gün kaldı`, color: left < DATA_REQUEST_WARN_DAYS ? 'orange' : 'green' };
}
