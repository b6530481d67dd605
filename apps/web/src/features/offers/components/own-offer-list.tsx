import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { OwnOfferItem } from '@tedarik/contract/offers/member';
import { Link } from 'react-router';
import { formatCount, formatDate } from '../../../lib/format';
import { EmptyText } from '../../../ui/empty-text';
import { Fact } from '../../../ui/fact';
import { QueryError } from '../../../ui/query-error';
import { ownOffersQuery } from '../api/get-own-offers';
import { ownOfferHref } from '../links';
import { AcceptedBadge } from './accepted-badge';

const NO_OFFERS = 'Teklifiniz bulunmuyor.';

function OwnOfferCard({ item }: { item: OwnOfferItem }) {
  const { cevap, talep } = item;
  const href = ownOfferHref(talep.id);
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={href} fw={700} fz="lg" c="inherit" style={{ overflowWrap: 'anywhere' }}>
            {formatCount(talep.adet)} {talep.tip} {item.urun.urunAd}
          </Anchor>
          <Badge variant="light" tt="none">
            {item.kat.katAd}
          </Badge>
        </Group>
        <Group gap={6}>
          <AcceptedBadge accepted={cevap.kabulDurumu} />
          {item.bitti && (
            <Badge color="gray" variant="filled">
              Sona Erdi
            </Badge>
          )}
        </Group>
        {item.alici && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed" size="sm">
              Alıcı:{' '}
            </Text>
            {item.alici.firmaad}
          </Text>
        )}
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {talep.detay}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          <Fact label="Teslim Tarihi">{formatDate(talep.teslimTarihi)}</Fact>
          <Fact label="Teklifim">{formatMoney(kurusOfNumber(cevap.fiyat), cevap.paraBirimi)}</Fact>
          <Fact label="Tahmini Teslim Tarihi">{formatDate(cevap.tahminiTesliTarihi)}</Fact>
          <Group justify="flex-end" align="flex-end">
            <Anchor component={Link} to={href} size="sm" fw={600} aria-label={`Detay: ${item.urun.urunAd}`}>
              Detay
            </Anchor>
          </Group>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** My offers (GET /api/teklifListesi, spec §2 "My offers"), newest first, each linking to its detail. */
export function OwnOfferList() {
  const { data, error } = useQuery(ownOffersQuery());
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={160} aria-busy />;
  if (data.length === 0) return <EmptyText text={NO_OFFERS} />;
  return (
    <Stack gap="sm">
      {data.map((item) => (
        <OwnOfferCard key={item.cevap.id} item={item} />
      ))}
    </Stack>
  );
}
