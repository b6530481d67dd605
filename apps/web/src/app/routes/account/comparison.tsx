import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { comparisonRatesLine } from '@tedarik/contract/offers/member-comparison';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ComparisonQuery, comparisonQuery, downloadComparison } from '../../../features/offers/api/get-comparison';
import { ComparisonTable } from '../../../features/offers/components/comparison-table';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { usePageTitle } from '../../../lib/route-title';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { useSegment } from '../../segment-route';

const SORTS = [
  { value: 'total', label: 'En düşük TL toplam' },
  { value: 'delivery', label: 'En erken teslim' },
  { value: 'rating', label: 'En yüksek puan' },
];

/** /hesabim/talepler/{id}/karsilastir: the buyer's offers side by side in TL, KDV in or out, as .xlsx and PDF. */
export function Component() {
  const requestId = Number(useSegment().params.id);
  const [query, setQuery] = useState<ComparisonQuery>({ vat: 'excluded', sort: 'total' });
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const { data, error, isPending } = useQuery(comparisonQuery(requestId, query));
  usePageTitle('Teklif Karşılaştırma');
  const download = async (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      await downloadComparison(requestId, query, kind);
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            Teklif Karşılaştırma
          </Title>
          {data && (
            <Text c="dimmed" size="sm">
              {data.product} · {data.quantity > 0 ? `${data.quantity} ${data.unit}` : data.unit} · Teslim Tarihi{' '}
              {formatDate(data.deliveryOn)} ·{' '}
              <Anchor component={Link} to={`/account-d-detay-talep-${requestId}`} size="sm">
                Talebe Dön
              </Anchor>
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={busy === 'xlsx'}
            disabled={!data || data.rows.length === 0}
            onClick={() => download('xlsx')}
          >
            Excel İndir
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            loading={busy === 'pdf'}
            disabled={!data || data.rows.length === 0}
            onClick={() => download('pdf')}
          >
            PDF İndir
          </Button>
        </Group>
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="KDV"
          value={query.vat}
          onChange={(vat) => setQuery({ ...query, vat: vat as ComparisonQuery['vat'] })}
          data={[
            { value: 'excluded', label: 'KDV Hariç' },
            { value: 'included', label: 'KDV Dahil' },
          ]}
        />
        <Select
          label="Sırala"
          data={SORTS}
          value={query.sort}
          allowDeselect={false}
          onChange={(sort) => sort && setQuery({ ...query, sort: sort as ComparisonQuery['sort'] })}
          w={200}
        />
        <TextInput
          label="Kur Tarihi"
          type="date"
          value={query.rateDate ?? ''}
          onChange={(e) => setQuery({ ...query, rateDate: e.currentTarget.value || undefined })}
          w={170}
        />
      </Group>

      {data && (
        <Text size="sm" c={data.rates ? undefined : 'orange'}>
          {data.rates
            ? comparisonRatesLine(data.rates)
            : data.rows.some((r) => r.totalTl === null)
              ? 'Bu tarih için kur bulunmuyor: döviz teklifler TL olarak gösterilemiyor ve en düşük teklif işaretlenmiyor.'
              : 'Bu tarih için kur bulunmuyor.'}
        </Text>
      )}

      {error ? (
        <QueryError error={error} />
      ) : isPending ? (
        <Skeleton h={240} radius="md" />
      ) : data.sealed ? (
        <Alert color="blue" variant="light" icon={<IconLock size={18} />} title="Kapalı Zarf">
          {data.offerCount} teklif geldi. Teklifler Son Teklif Tarihi geçince açılır ve karşılaştırılabilir.
        </Alert>
      ) : data.rows.length === 0 ? (
        <EmptyText text="Henüz teklif yok." />
      ) : (
        <ComparisonTable comparison={data} />
      )}
    </Stack>
  );
}
