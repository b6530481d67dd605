import { Alert, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { topUpLink } from '@tedarik/contract/credits/member';
import { formatMoney, kurusOf } from '@tedarik/contract/money';
import { Link } from 'react-router';
import { formatCount, formatMonth } from '../../../lib/format';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { myCreditLedgerQuery, myCreditsQuery } from '../api/credits';
import { LedgerList } from './ledger-list';

/**
 * /hesabim/teklif-haklari: the company's credits (this month's and its top-ups), the packs on sale with 'Satın Al'
 * (the orders' page), and its ledger. A package that counts no offers says so and shows no balance.
 */
export function CreditsScreen() {
  const { data, error } = useQuery(myCreditsQuery());
  const ledger = useInfiniteQuery({ ...myCreditLedgerQuery(), enabled: data?.limited === true });
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={320} aria-busy />;
  if (!data.limited)
    return (
      <Alert color="blue" variant="light">
        Paketiniz teklif sayısını sınırlamıyor: dilediğiniz kadar teklif verebilirsiniz.
      </Alert>
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed">
            Kalan teklif hakkı
          </Text>
          <Text fz={28} fw={700}>
            {formatCount(data.total)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed">
            Bu ayın hakları{data.month ? ` (${formatMonth(data.month)})` : ''}
          </Text>
          <Text fz={22} fw={600}>
            {formatCount(data.monthly)}
          </Text>
          <Text size="xs" c="dimmed">
            Ay sonunda kullanılmayanlar düşer.
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed">
            Ek haklar
          </Text>
          <Text fz={22} fw={600}>
            {formatCount(data.topUp)}
          </Text>
          <Text size="xs" c="dimmed">
            Paketiniz bitene kadar geçerlidir.
          </Text>
        </Paper>
      </SimpleGrid>
      <Title order={3} size="h4">
        Ek Teklif Paketi
      </Title>
      {data.packs.length === 0 ? (
        <EmptyText text="Şu an satışta paket yok." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {data.packs.map((p) => (
            <Card key={p.id} withBorder radius="md" p="md">
              <Stack gap={4}>
                <Text fw={700}>{p.title}</Text>
                <Text size="sm">{formatCount(p.credits)} teklif hakkı</Text>
                <Text size="sm" c="dimmed">
                  {formatMoney(kurusOf(p.price), 'TL')} + KDV
                </Text>
                <Group justify="flex-end" mt="xs">
                  <Button component={Link} to={topUpLink(p.id)} size="xs">
                    Satın Al
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h4">
        Hareketler
      </Title>
      {ledger.error ? (
        <QueryError error={ledger.error} />
      ) : !ledger.data ? (
        <Skeleton h={160} aria-busy />
      ) : (
        <LedgerList
          links
          entries={ledger.data.pages.flatMap((p) => p.items)}
          more={ledger.hasNextPage}
          loadingMore={ledger.isFetchingNextPage}
          onMore={() => void ledger.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
