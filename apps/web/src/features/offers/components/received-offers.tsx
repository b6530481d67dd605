import { Badge, Button, Group, Paper, Stack, Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { BusyButton } from '../../../ui/busy-button';
import { EmptyText } from '../../../ui/empty-text';
import { useAcceptOffer } from '../api/accept-offer';

type Props = {
  offers: ReceivedOffer[];
  /** opens the supplier's modal of an offer (once it is reviewed) */
  onShowSupplier: (offerId: number) => void;
  /** what the page shows of an offer's file (app/ composes the attachments area's button) */
  offerFile?: (offerId: number) => ReactNode;
  /** the way to write to an offer's supplier (app/ composes the conversations area's 'Mesaj Yaz') */
  offerMessage?: (offer: ReceivedOffer) => ReactNode;
};

/** The reviewed tick: the buyer has opened the offer and seen the supplier. */
function Reviewed({ offer }: { offer: ReceivedOffer }) {
  return offer.kabulDurumu ? (
    <ThemeIcon
      color="teal.9"
      variant="filled"
      size="sm"
      radius="xl"
      role="img"
      aria-label="İncelendi"
      title="İncelendi"
    >
      <IconCheck size={14} />
    </ThemeIcon>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      İncelenmedi
    </Badge>
  );
}

/**
 * The offers on my request (spec §2 "a table of offers"): a table on wide screens, cards on phones. An offer not
 * reviewed yet is opened with 'Kabul Et ve Firma Bilgilerini Gör' (it reveals the supplier); a reviewed one reopens
 * the supplier's modal.
 */
export function ReceivedOffers({ offers, onShowSupplier, offerFile, offerMessage }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const accept = useAcceptOffer();
  if (offers.length === 0) return <EmptyText text="Henüz teklif gelmedi." />;

  const action = (offer: ReceivedOffer): ReactNode =>
    offer.kabulDurumu ? (
      <Button size="xs" variant="light" leftSection={<IconEye size={16} />} onClick={() => onShowSupplier(offer.id)}>
        Firma Bilgileri
      </Button>
    ) : (
      <BusyButton
        size="xs"
        busy={accept.isPending && accept.variables === offer.id}
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(offer.id, {
            onSuccess: () => onShowSupplier(offer.id),
            onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
          })
        }
      >
        Kabul Et ve Firma Bilgilerini Gör
      </BusyButton>
    );
  const price = (offer: ReceivedOffer) => formatMoney(kurusOfNumber(offer.fiyat), offer.paraBirimi);

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
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{price(offer)}</Text>
                <Reviewed offer={offer} />
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
            <Table.Th>İncelendi</Table.Th>
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
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {price(offer)}
              </Table.Td>
              <Table.Td>{formatDate(offer.tahminiTesliTarihi)}</Table.Td>
              <Table.Td maw={280} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {offer.aciklama}
              </Table.Td>
              <Table.Td>
                <Reviewed offer={offer} />
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
