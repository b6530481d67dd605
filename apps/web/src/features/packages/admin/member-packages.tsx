import { Button, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { MemberDetail } from '@tedarik/contract/members/admin';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { AddSubscriptionForm } from './add-subscription-form';
import { type Subscription, SubscriptionStatus, subscriptionColumns } from './subscription-cells';
import { SubscriptionStatusModal } from './subscription-status-modal';

const subscriptionName = (s: Subscription) => `${s.pkt.baslik}, ${formatDate(s.uypkt.tarih)}`;

function columns(onStatus?: (s: Subscription) => void): Column<Subscription>[] {
  return [
    { header: 'Başvuru Tarihi', cell: (s) => formatDate(s.uypkt.tarih), nowrap: true },
    ...subscriptionColumns<Subscription>(),
    { header: 'Durum', cell: (s) => <SubscriptionStatus subscription={s} />, nowrap: true },
    ...(onStatus
      ? [
          {
            header: <VisuallyHidden>İşlem</VisuallyHidden>,
            pinned: true,
            cell: (s: Subscription) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onStatus(s)}
                aria-label={`Durum: ${subscriptionName(s)}`}
              >
                Durum
              </Button>
            ),
          },
        ]
      : []),
  ];
}

type Props = { memberId: number; packages: Pick<MemberDetail, 'paketS' | 'secili' | 'gecmis'> };

/**
 * The packages of a member's page (admin spec §2 uye-detay-{id}): the current applications and packages with their
 * state dialog, the past ones, and a package given directly. The answers of both calls replace this data.
 */
export function MemberPackages({ memberId, packages }: Props) {
  const [editing, setEditing] = useState<Subscription | null>(null);
  const heading = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={heading}>
      <Title id={heading} order={3}>
        Paketler
      </Title>
      <Stack gap="xs">
        <Title order={4} fz="md">
          Güncel Paketler ve Başvurular
        </Title>
        <ResourceTable
          label="Güncel paketler"
          columns={columns(setEditing)}
          rows={packages.secili}
          rowKey={(s) => s.uypkt.id}
          minWidth={900}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4} fz="md">
          Geçmiş Paketler
        </Title>
        <ResourceTable
          label="Geçmiş paketler"
          columns={columns()}
          rows={packages.gecmis}
          rowKey={(s) => s.uypkt.id}
          minWidth={900}
        />
      </Stack>
      <AddSubscriptionForm memberId={memberId} choices={packages.paketS} />
      {editing && (
        <SubscriptionStatusModal memberId={memberId} subscription={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
