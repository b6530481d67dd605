import { Alert, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatOfferCount } from '../../../lib/format';
import { Fact } from '../../../ui/fact';
import { QueryError } from '../../../ui/query-error';
import { myOfferQuery } from '../api/get-my-offer';
import { OfferForm } from './offer-form';
import { money, OfferVersions, paymentText, vatText } from './offer-versions';

/**
 * My offer's terms on a request (GET /api/v2/requests/{id}/my-offer), 'Teklifi Güncelle' while I may revise it (until
 * the buyer accepts it, the request closes or the round ends) and 'Geçmiş', every version.
 */
export function MyOfferPanel({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(myOfferQuery(requestId));
  const [editing, edit] = useDisclosure(false);
  const [history, toggleHistory] = useDisclosure(false);
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={160} aria-busy />;
  const { offer, request } = data;
  if (!offer) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Teklif Koşullarım">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          Teklif Koşullarım
        </Title>
        <Text size="sm" c="dimmed">
          Sürüm {offer.version} · {formatOfferCount(request.offerCount, request.offerCap)}
          {request.round > 1 && ` · ${request.round}. tur`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="sm">
        <Fact label="Toplam">{money(offer.total, offer.currency)}</Fact>
        <Fact label="Birim Fiyat">{money(offer.unitPrice, offer.currency)}</Fact>
        <Fact label="KDV">{vatText(offer.vatRate, offer.vatIncluded)}</Fact>
        <Fact label="Ödeme">{paymentText(offer.paymentDays)}</Fact>
        <Fact label="Geçerlilik Tarihi">{offer.validUntil ? formatDate(offer.validUntil) : '—'}</Fact>
        <Fact label="Tahmini Teslim Tarihi">{formatDate(offer.deliveryOn)}</Fact>
      </SimpleGrid>
      {request.rounds.at(-1) && (
        <Alert variant="light" color="blue" mb="sm" title={`Yeni Tur (${request.round}. tur)`}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.rounds.at(-1)?.message}
          </Text>
        </Alert>
      )}
      <Stack gap="xs">
        {data.locked ? (
          <Text size="sm" c="dimmed" role="status">
            {data.locked}
          </Text>
        ) : (
          data.revisableUntil && (
            <Text size="sm" c="dimmed">
              Teklifinizi {formatDate(data.revisableUntil, true)} tarihine kadar güncelleyebilirsiniz.
            </Text>
          )
        )}
        <Group gap="xs">
          {!data.locked && (
            <Button leftSection={<IconEdit size={18} />} onClick={edit.open}>
              Teklifi Güncelle
            </Button>
          )}
          <Button variant="default" leftSection={<IconHistory size={18} />} onClick={toggleHistory.toggle}>
            Geçmiş
          </Button>
        </Group>
        {history && <OfferVersions offerId={offer.id} />}
      </Stack>
      <Modal
        opened={editing}
        onClose={edit.close}
        title="Teklifi Güncelle"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        {editing && <OfferForm requestId={requestId} quantity={request.quantity} current={offer} onDone={edit.close} />}
      </Modal>
    </Paper>
  );
}
