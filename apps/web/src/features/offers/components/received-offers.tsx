import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconStar } from '@tabler/icons-react';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { BusyButton } from '../../../ui/busy-button';
import { EmptyText } from '../../../ui/empty-text';
import { useAcceptOffer } from '../api/accept-offer';
import { AcceptedBadge } from './accepted-badge';
import { confirmAcceptance } from './confirm-acceptance';
import type { SupplierView } from './supplier-modal';

type Props = {
  offers: ReceivedOffer[];
  /** opens the supplier's modal of an accepted offer: its data and rating, or the rating alone ('Puan Ver') */
  onShowSupplier: (offerId: number, view?: SupplierView) => void;
  /** what the page shows of an offer's file (app/ composes the attachments area's button) */
  offerFile?: (offerId: number) => ReactNode;
  /** the way to write to an offer's supplier (app/ composes the conversations area's 'Mesaj Yaz') */
  offerMessage?: (offer: ReceivedOffer) => ReactNode;
};

/** Whether the offer's price includes KDV, and at which rate ('KDV Hariç %20'); an offer of a legacy client says none. */
export const vatLabel = (offer: ReceivedOffer) =>
  offer.kdvDahil === null || offer.kdvDahil === undefined
    ? 'KDV belirtilmemiş'
    : `${offer.kdvDahil ? 'KDV Dahil' : 'KDV Hariç'}${offer.kdvOrani === null || offer.kdvOrani === undefined ? '' : ` %${offer.kdvOrani}`}`;

/** The price with what it holds of KDV under it. */
function Price({ offer, price, end }: { offer: ReceivedOffer; price: string; end?: boolean }) {
  return (
    <Stack gap={0} align={end ? 'flex-end' : 'flex-start'}>
      <Text span fw={700} inherit>
        {price}
      </Text>
      <Text span size="xs" c="dimmed" fw={400}>
        {vatLabel(offer)}
      </Text>
    </Stack>
  );
}

/**
 * The offers on my request (spec §2 "a table of offers"): a table on wide screens, cards on phones. An offer is
 * accepted with 'Teklifi Kabul Et' after a confirmation that says what follows (issue 47 item 16); an accepted one
 * reopens its supplier's data ('Firma Bilgileri') and is rated from here whenever the goods have come ('Puan Ver').
 * Each price says whether it includes KDV (issue 47 item 21).
 */
export function ReceivedOffers({ offers, onShowSupplier, offerFile, offerMessage }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const accept = useAcceptOffer();
  if (offers.length === 0) return <EmptyText text="Henüz teklif gelmedi." />;

  const price = (offer: ReceivedOffer) => formatMoney(kurusOfNumber(offer.fiyat), offer.paraBirimi);
  const action = (offer: ReceivedOffer): ReactNode =>
    offer.kabulDurumu ? (
      <Group gap={6}>
        <Button size="xs" variant="light" leftSection={<IconEye size={16} />} onClick={() => onShowSupplier(offer.id)}>
          Firma Bilgileri
        </Button>
        {!offer.puan && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconStar size={16} />}
            onClick={() => onShowSupplier(offer.id, 'rating')}
          >
            Puan Ver
          </Button>
        )}
      </Group>
    ) : (
      <BusyButton
        size="xs"
        busy={accept.isPending && accept.variables === offer.id}
        disabled={accept.isPending}
        onClick={() =>
          confirmAcceptance({ company: offer.firmaad, price: price(offer) }, () =>
            accept.mutate(offer.id, {
              onSuccess: () => onShowSupplier(offer.id),
              onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
            }),
          )
        }
      >
        Teklifi Kabul Et
      </BusyButton>
    );

  if (!wide)
    return (
      <Stack gap="sm">
        {offers.map((offer) => (
          <Paper
            key={offer.id}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={`Teklif: ${price(offer)}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Price offer={offer} price={price(offer)} />
                <AcceptedBadge accepted={offer.kabulDurumu} size="sm" />
              </Group>
              <Text size="sm">{offer.firmaad}</Text>
              <Text size="sm" c="dimmed">
                Teklif Tarihi: {formatDate(offer.tarih)} · Tahmini Teslim: {formatDate(offer.tahminiTesliTarihi)}
              </Text>
              {offer.aciklama && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {offer.aciklama}
                </Text>
              )}
              {offerFile?.(offer.id)}
              {action(offer)}
              {offerMessage?.(offer)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Teklif Tarihi</Table.Th>
            <Table.Th>Firma</Table.Th>
            <Table.Th ta="right">Fiyat</Table.Th>
            <Table.Th>Tahmini Teslim Tarihi</Table.Th>
            <Table.Th>Açıklama</Table.Th>
            <Table.Th>Durum</Table.Th>
            <Table.Th>
              <VisuallyHidden>İşlem</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>{formatDate(offer.tarih)}</Table.Td>
              <Table.Td>{offer.firmaad}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Price offer={offer} price={price(offer)} end />
              </Table.Td>
              <Table.Td>{formatDate(offer.tahminiTesliTarihi)}</Table.Td>
              <Table.Td maw={280} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {offer.aciklama}
              </Table.Td>
              <Table.Td>
                <AcceptedBadge accepted={offer.kabulDurumu} size="sm" />
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  {action(offer)}
                  {offerMessage?.(offer)}
                  {offerFile?.(offer.id)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
