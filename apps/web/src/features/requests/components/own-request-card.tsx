import { Anchor, Badge, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { OwnRequestItem } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { formatCount, formatDate, formatOfferCount } from '../../../lib/format';
import { Fact } from '../../../ui/fact';
import { ownRequestHref, requestTitle } from '../links';
import { RequestState } from './request-state';

/** One of my requests: a card rather than a table row, so that a phone shows it whole (spec §2 "My requests"). */
export function OwnRequestCard({ item }: { item: OwnRequestItem }) {
  const { tlb } = item;
  const href = ownRequestHref(tlb.id);
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={href} fw={700} fz="lg" c="inherit" style={{ overflowWrap: 'anywhere' }}>
            {requestTitle(tlb.adet, tlb.tip, item.urn.urunAd)}
          </Anchor>
          <Badge variant="light" tt="none">
            {item.kat.katAd}
          </Badge>
        </Group>
        <RequestState request={tlb} />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing="xs">
          <Fact label="Oluşturulma Tarihi">{formatDate(tlb.tarih)}</Fact>
          <Fact label="Teslim Tarihi">{formatDate(tlb.teslimTarihi)}</Fact>
          {/* two numbers, each named (issue 47 item 22): what came, and what waits for the buyer */}
          <Fact label="Gelen Teklif">{formatOfferCount(item.toplam, item.teklifSiniri)}</Fact>
          <Fact label="Kararınızı Bekleyen">{formatCount(item.beklenen)}</Fact>
          <Group justify="flex-end" align="flex-end">
            <Anchor component={Link} to={href} size="sm" fw={600} aria-label={`Detay: ${item.urn.urunAd}`}>
              Detay
            </Anchor>
          </Group>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
