/**
 * Today in the browser as a calendar day ('2026-11-22'): the earliest delivery date the forms' native date fields
 * offer (the server, on Türkiye's time, decides).
 */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
