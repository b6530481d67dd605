import { istanbulDay } from '@tedarik/contract/dates';

/**
 * Today in Türkiye as a calendar day ('2026-11-22'), whatever the browser's zone: the earliest delivery date the
 * forms' native date fields offer (the server, on Türkiye's time, decides the same).
 */
export const today = (now = new Date()): string => istanbulDay(now);
