import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory, IconLock, IconRefresh, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DeskOffer } from '@tedarik/contract/offers/member-desk';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatOfferCount } from '../../../lib/format';
import { CompanyBadges } from '../../../ui/company-badges';
import { QueryError } from '../../../ui/query-error';
import { ReputationLine } from '../../../ui/reputation-line';
import { deskQuery } from '../api/get-desk';
import { comparisonHref } from '../links';
import { NewRoundForm } from './new-round-form';
import { money, OfferVersions, paymentText, vatText } from './offer-versions';

/**
 * The buyer's desk on its request page (GET /api/v2/requests/{id}/desk): a sealed request's state and count until its
 * deadline, 'x / 10 teklif', the rounds with 'Yeni Tur', and each offer's terms with its history ('Geçmiş').
 */
export function DeskPanel({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(deskQuery(requestId));
  const [opening, round] = useDisclosure(false);
  const [shown, setShown] = useState<number | null>(null);
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={120} aria-busy />;
  const current = data.rounds.at(-1);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Teklif Masası">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="lg">
            Teklif Koşulları
          </Title>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {formatOfferCount(data.offerCount, data.offerCap)}
            </Badge>
            {data.round > 1 && (
              <Badge variant="outline" tt="none">
                {data.round}. tur
              </Badge>
            )}
          </Group>
        </Group>
        {data.sealed && (
          <Alert variant="light" color={data.hidden ? 'gray' : 'green'} icon={<IconLock size={18} />} role="status">
            {data.hidden
              ? `Kapalı Zarf — Son Teklif Tarihi ${data.offerDeadline ? formatDate(data.offerDeadline, true) : ''}: ${data.offerCount} teklif geldi. Teklifler bu tarihte açılır.`
              : 'Kapalı Zarf teklifleri açıldı.'}
          </Alert>
        )}
        {current && (
          <Alert
            variant="light"
            color="blue"
            title={`Yeni Tur (${current.number}. tur) — ${formatDate(current.deadline, true)} tarihine kadar`}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {current.message}
            </Text>
          </Alert>
        )}
        {(data.canOpenRound || (!data.hidden && data.offers.length > 0)) && (
          <Group>
            {!data.hidden && data.offers.length > 0 && (
              <Button component={Link} to={comparisonHref(requestId)} leftSection={<IconScale size={18} />}>
                Karşılaştır
              </Button>
            )}
            {data.canOpenRound && (
              <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={round.open}>
                Yeni Tur
              </Button>
            )}
          </Group>
        )}
        {!data.hidden && data.offers.length > 0 && (
          // the viewport takes the focus, so that a keyboard scrolls the table sideways on a phone
          <Table.ScrollContainer
            minWidth={640}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Teklif tablosu' } }}
          >
            <Table striped fz="sm" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Firma</Table.Th>
                  <Table.Th>Toplam</Table.Th>
                  <Table.Th>KDV</Table.Th>
                  <Table.Th>Ödeme</Table.Th>
                  <Table.Th>Teslim</Table.Th>
                  <Table.Th>Geçerlilik</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offers.map((o) => (
                  <OfferRow
                    key={o.id}
                    offer={o}
                    shown={shown === o.id}
                    toggle={() => setShown(shown === o.id ? null : o.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={opening} onClose={round.close} title="Yeni Tur" closeButtonProps={{ 'aria-label': 'Kapat' }}>
        {opening && <NewRoundForm requestId={requestId} onDone={round.close} />}
      </Modal>
    </Paper>
  );
}

function OfferRow({ offer: o, shown, toggle }: { offer: DeskOffer; shown: boolean; toggle: () => void }) {
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Stack gap={4}>
            <span>{o.company}</span>
            <CompanyBadges badges={o.badges} size="xs" />
            <ReputationLine reputation={o.reputation} />
          </Stack>
        </Table.Td>
        <Table.Td fw={600}>{money(o.total, o.currency)}</Table.Td>
        <Table.Td>{vatText(o.vatRate, o.vatIncluded)}</Table.Td>
        <Table.Td>{paymentText(o.paymentDays)}</Table.Td>
        <Table.Td>{formatDate(o.deliveryOn)}</Table.Td>
        <Table.Td>{o.validUntil ? formatDate(o.validUntil) : '—'}</Table.Td>
        <Table.Td>
          {o.version > 1 ? (
            <Button size="compact-sm" variant="default" leftSection={<IconHistory size={16} />} onClick={toggle}>
              Geçmiş ({o.version})
            </Button>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {shown && (
        <Table.Tr>
          <Table.Td colSpan={7}>
            <OfferVersions offerId={o.id} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
