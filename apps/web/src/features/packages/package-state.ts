// What the package page shows of a member's application or package (DESIGN §4 "Packages"): the price of a definition
// and the state of the member's newest application.
import type { CallResult } from '@tedarik/contract/call';
import { kurusOfNumber } from '@tedarik/contract/money';
import type { getPackages, PackageOffer } from '@tedarik/contract/packages/member';

export type OwnPackage = NonNullable<CallResult<typeof getPackages>['uyePaketi']>;

/** The price shown, in kuruş: fiyat − ind, never below zero. */
export function netPrice({ fiyat, ind }: Pick<PackageOffer, 'fiyat' | 'ind'>): bigint {
  const net = kurusOfNumber(fiyat) - kurusOfNumber(ind);
  return net > 0n ? net : 0n;
}

/**
 * waiting: the administrator has not decided yet · running: active today · upcoming: active, starting later ·
 * ended: active once, over now · passive: refused or stopped by the administrator.
 */
export type PackageState = 'waiting' | 'running' | 'upcoming' | 'ended' | 'passive';

/** `today` as a calendar day ('2026-11-22'); the server's pkt.durum says whether it runs today. */
export function packageState({ uypkt, pkt }: OwnPackage, today: string): PackageState {
  if (uypkt.durum === null) return 'waiting';
  if (uypkt.durum === false) return 'passive';
  if (pkt.durum) return 'running';
  return uypkt.tarihBaslangic !== null && uypkt.tarihBaslangic > today ? 'upcoming' : 'ended';
}

/** A member holds at most one waiting or not yet ended package: the server refuses another application. */
export const blocksApplication = (state: PackageState | null) =>
  state === 'waiting' || state === 'running' || state === 'upcoming';

export const STATE_LABEL: Record<PackageState, string> = {
  waiting: 'Onay bekliyor',
  running: 'Aktif',
  upcoming: 'Başlayacak',
  ended: 'Süresi doldu',
  passive: 'Pasif',
};

/** Filled badges in dark shades (yellow with dark text): Mantine's light green falls under WCAG AA's 4.5:1. */
export const STATE_COLOR: Record<PackageState, string> = {
  waiting: 'yellow.4',
  running: 'teal.9',
  upcoming: 'blue.9',
  ended: 'gray.7',
  passive: 'red.9',
};

/** A duration in months: '12 Ay'. */
export const monthsLabel = (months: number) => `${months} Ay`;
