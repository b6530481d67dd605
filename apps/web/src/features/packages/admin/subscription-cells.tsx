import { Text } from '@mantine/core';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { zSubscription } from '@tedarik/contract/packages/admin';
import { codeOf } from '@tedarik/contract/requests/admin';
import type { z } from 'zod';
import { shorten } from '../../../lib/format';
import type { Column } from '../../../ui/admin/resource-table';
import { StatusBadge } from '../../../ui/admin/status';
import { monthsLabel } from '../package-state';
import { periodText } from './subscription-period';

export type Subscription = z.infer<typeof zSubscription>;

/** The columns every package table shares: period, title, months, price, description. */
export function subscriptionColumns<T extends Subscription>(): Column<T>[] {
  return [
    { header: 'Başlangıç – Bitiş', cell: (s) => periodText(s), nowrap: true },
    { header: 'Paket', cell: (s) => s.pkt.baslik },
    { header: 'Süre', cell: (s) => monthsLabel(s.uypkt.sureAy), nowrap: true },
    { header: 'Ücret', cell: (s) => formatMoney(kurusOfNumber(s.uypkt.ucret), 'TL'), nowrap: true },
    {
      header: 'Açıklama',
      cell: (s) => (
        <Text size="sm" title={s.uypkt.aciklama} maw={280}>
          {shorten(s.uypkt.aciklama, 80)}
        </Text>
      ),
    },
  ];
}

/** A waiting application's state, in the status badge and the status dialog. */
export const WAITING = 'Onay Bekliyor';

/** 'Onay Bekliyor' / 'Aktif' / 'Pasif' (admin spec §4 "Package application status"). */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  return <StatusBadge code={codeOf(subscription.uypkt.durum)} waiting={WAITING} />;
}
