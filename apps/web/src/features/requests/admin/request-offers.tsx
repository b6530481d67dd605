import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { zAdminOfferRow } from '@tedarik/contract/requests/admin';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatDate, shorten } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { Stars, StatusBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { requestOffersQuery } from '../api/get-request-offers';

type Offer = z.infer<typeof zAdminOfferRow>;

const COLUMNS: Column<Offer>[] = [
  {
    header: 'Firma',
    cell: (o) => (
      <Stack gap={0}>
        <Anchor component={Link} to={adminHref.member(o.uye.uyeid)} size="sm" fw={600}>
          {o.uye.firma || o.uye.adsoyad}
        </Anchor>
        {o.uye.firma && (
          <Text size="xs" c="dimmed">
            {o.uye.adsoyad}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Fiyat', cell: (o) => formatMoney(kurusOfNumber(o.cevap.fiyat), o.cevap.paraBirimi), nowrap: true },
  { header: 'Tahmini Teslim Tarihi', cell: (o) => formatDate(o.cevap.tahminiTesliTarihi), nowrap: true },
  {
    header: 'Not',
    cell: (o) => (
      <Text size="sm" title={o.cevap.aciklama} maw={280}>
        {shorten(o.cevap.aciklama, 80)}
      </Text>
    ),
  },
  {
    header: 'Kabul Edildi',
    cell: (o) =>
      o.cevap.kabulDurumu ? (
        <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-label="Kabul Edildi" role="img" />
      ) : (
        <IconCircleDashed size={20} color="var(--mantine-color-gray-6)" aria-label="Kabul Bekliyor" role="img" />
      ),
  },
  {
    header: 'Puan',
    cell: (o) =>
      o.fPuan ? (
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <Stars value={o.fPuan.puan} />
            <StatusBadge code={o.fPuan.islem} />
          </Group>
          <Text size="xs" title={o.fPuan.yorum} maw={260}>
            {shorten(o.fPuan.yorum, 80)}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/** The offers of one request (admin spec §3 "Offer"): supplier, price, delivery, note, reviewed, its rating. */
export function RequestOffers({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(requestOffersQuery(requestId));
  if (error) return <QueryError error={error} />;
  return (
    <ResourceTable label={`Talep #${requestId} teklifleri`} columns={COLUMNS} rows={data} rowKey={(o) => o.cevap.id} />
  );
}
