// The state of a request as the back-office shows it (admin spec §3 "Member request", §4; DESIGN §4 "Request
// life"): its moderation (waiting, approved, rejected) and, when it matters, where its life stands.
import type { AdminRequestRow } from '@tedarik/contract/requests/admin';

export type StateBadge = { label: string; color: string };

type State = Pick<AdminRequestRow['uypkt'], 'onay' | 'durum' | 'bitir' | 'acik'>;

const MODERATION: Record<'waiting' | 'approved' | 'rejected', StateBadge> = {
  waiting: { label: 'Onay Bekliyor', color: 'orange' },
  approved: { label: 'Onaylandı', color: 'green' },
  rejected: { label: 'Red Edildi', color: 'red' },
};

/**
 * The moderation badge first, then the life of the request: finished ('Bitti', final), past its open time
 * ('Süresi Doldu': 10 days after the delivery date) or stopped by its owner ('Durduruldu'). An open, published
 * request needs no second badge.
 */
export function requestState(r: State): StateBadge[] {
  const moderation = r.onay === null ? MODERATION.waiting : r.onay ? MODERATION.approved : MODERATION.rejected;
  const life = r.bitir
    ? { label: 'Bitti', color: 'gray' }
    : !r.acik
      ? { label: 'Süresi Doldu', color: 'gray' }
      : !r.durum
        ? { label: 'Durduruldu', color: 'grape' }
        : null;
  return life ? [moderation, life] : [moderation];
}
