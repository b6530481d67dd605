import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderItem } from '@tedarik/contract/orders/member';
import { KIND_LABELS } from '@tedarik/contract/orders/orders';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/http';
import { BUSY_LABEL } from '../../../ui/busy-button';
import { QueryError } from '../../../ui/query-error';
import { quoteQuery, useCreateOrder } from '../api/orders';
import { AmountTable } from './order-parts';

/** /hesabim/odemeler/yeni?paket=|?ek=: what is bought, net, KDV and total, and 'Siparişi Oluştur'. */
export function NewOrderScreen({ item }: { item: OrderItem | null }) {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const { data, error } = useQuery({ ...quoteQuery(item ?? {}), enabled: item !== null });
  if (!item) return <Alert color="yellow">Satın almak istediğiniz paketi seçin.</Alert>;
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={220} aria-busy />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {data.title}
        </Title>
        <Text c="dimmed" size="sm">
          {KIND_LABELS[data.kind]}
          {data.months !== null && ` · ${data.months} ay`}
          {data.credits !== null && ` · ${data.credits} teklif hakkı`}
        </Text>
        <AmountTable {...data} />
        <Text size="sm">
          Ödemeyi Havale / EFT ile yaparsınız: siparişten sonra banka hesaplarımızı ve açıklamaya yazacağınız referans
          kodunu görürsünüz.
        </Text>
        {create.error && <Alert color="red">{errorText(create.error)}</Alert>}
        <Button
          loading={create.isPending}
          loaderProps={{ children: BUSY_LABEL }}
          onClick={() => create.mutate(item, { onSuccess: (o) => navigate(`/hesabim/odemeler/${o.id}`) })}
          style={{ alignSelf: 'flex-start' }}
        >
          Siparişi Oluştur
        </Button>
      </Stack>
    </Paper>
  );
}
