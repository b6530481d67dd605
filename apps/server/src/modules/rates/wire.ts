// Rates → the back-office's v2 shapes (packages/contract/src/rates/admin.ts): English fields, ISO days and times.
import type { Bulletin, listBulletins, ratesJobState } from './service';

export const toBulletin = (b: Bulletin) => ({
  date: b.day,
  source: b.source,
  number: b.number,
  storedAt: b.storedAt.toISOString(),
  rates: b.rates,
});

export const toBulletinPage = (page: Awaited<ReturnType<typeof listBulletins>>) => ({
  items: page.items.map(({ day, storedAt, ...b }) => ({ ...b, date: day, storedAt: storedAt.toISOString() })),
  nextCursor: page.nextCursor,
});

export const toJobState = (s: Awaited<ReturnType<typeof ratesJobState>>) => ({
  ...s,
  lastSuccessAt: s.lastSuccessAt?.toISOString() ?? null,
  lastFailureAt: s.lastFailureAt?.toISOString() ?? null,
  nextAttemptAt: s.nextAttemptAt?.toISOString() ?? null,
});
