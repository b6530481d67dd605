// How long an item has waited, as the workbench shows it: the time in words, and amber after WAIT_SOON_HOURS, red
// after WAIT_LATE_HOURS, each with its word too (never colour alone).
import { WAIT_LATE_HOURS, WAIT_SOON_HOURS } from '@tedarik/contract/moderation/admin-queue';

export type WaitLevel = 'fresh' | 'soon' | 'late';
const HOUR = 3_600_000;

export function waitOf(since: string, now: number): { level: WaitLevel; text: string; color: string } {
  const ms = Math.max(0, now - Date.parse(since));
  const hours = ms / HOUR;
  const time =
    hours < 1
      ? `${Math.max(1, Math.floor(ms / 60_000))} dakika`
      : hours < 24
        ? `${Math.floor(hours)} saat`
        : `${Math.floor(hours / 24)} gün`;
  if (hours >= WAIT_LATE_HOURS) return { level: 'late', text: `${time} bekliyor · Çok gecikti`, color: 'red' };
  if (hours >= WAIT_SOON_HOURS) return { level: 'soon', text: `${time} bekliyor · Gecikiyor`, color: 'yellow.6' };
  return { level: 'fresh', text: `${time} bekliyor`, color: 'gray' };
}
