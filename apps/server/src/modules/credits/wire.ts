// Credits' rows → the v2 shapes (contract credits/member.ts, credits/admin.ts).
import { type CreditEntry, type CreditPack, creditEntryLabel } from '@tedarik/contract/credits/member';
import type { creditPacks } from '../../db/schema/credits';
import type { LedgerRow } from './service';

export const toEntry = (e: LedgerRow): CreditEntry => ({
  id: e.id,
  kind: e.kind,
  bucket: e.bucket,
  label: creditEntryLabel(e),
  amount: e.amount,
  at: e.createdAt.toISOString(),
  requestId: e.requestId,
  // a correction's reason is the administrator's text; a refund's is a rule (its label says it)
  note: e.kind === 'correction' ? e.reason : '',
});

export const toPack = (p: typeof creditPacks.$inferSelect): CreditPack => ({
  id: p.id,
  title: p.title,
  credits: p.credits,
  price: p.price,
  active: p.active,
});
