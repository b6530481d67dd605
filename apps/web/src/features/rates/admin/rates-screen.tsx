import { Badge, Button, Center, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { type getBulletins, RATES_MSG } from '@tedarik/contract/rates/admin';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { bulletinsQuery } from '../api/get-bulletins';
import { FetchState } from './fetch-state';
import { RatesEntryForm } from './rates-entry-form';

type Bulletin = CallResult<typeof getBulletins>['items'][number];
type Rate = Bulletin['usd'];

/** '42.4977' → '42,4977 ₺' (TL for one unit), as TCMB writes it; none: '—'. */
const shownRate = (rate: Rate) => (rate ? `${rate.forexSelling.replace('.', ',')} ₺` : '—');

const COLUMNS: Column<Bulletin>[] = [
  { header: 'Bülten Tarihi', cell: (b) => <Text fw={600}>{formatDate(b.date)}</Text>, nowrap: true },
  { header: 'USD', cell: (b) => shownRate(b.usd), nowrap: true },
  { header: 'EUR', cell: (b) => shownRate(b.eur), nowrap: true },
  {
    header: 'Kaynak',
    cell: (b) =>
      b.source === 'tcmb' ? (
        <Badge variant="light">TCMB</Badge>
      ) : (
        <Badge variant="light" color="orange">
          Elle
        </Badge>
      ),
  },
  { header: 'Kaydedildi', cell: (b) => formatDate(b.storedAt, true), nowrap: true },
];

/**
 * /adminimt/kurlar: TCMB's daily bulletins as stored (each converted amount names one: 'TCMB 27.11.2026 döviz satış
 * kuru'), the fetch's last failure, and a day's rates entered by hand.
 */
export function RatesScreen() {
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(bulletinsQuery());
  return (
    <Stack gap="md">
      <ScreenHeader title="Döviz Kurları" subtitle="TCMB döviz satış kurları, bülten tarihiyle" />
      <FetchState />
      <RatesEntryForm />
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Döviz kurları"
          columns={COLUMNS}
          rows={data?.pages.flatMap((page) => page.items)}
          rowKey={(b) => b.date}
          empty={RATES_MSG.empty}
          minWidth={560}
        />
      )}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
    </Stack>
  );
}
