import { Alert, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconChevronUp, IconClock, IconX } from '@tabler/icons-react';
import { ADMIN_REQUEST_MSG, type AdminRequestRow, codeOf } from '@tedarik/contract/requests/admin';
import type { ReactNode } from 'react';
import { formatCount, formatDate, formatOfferCount } from '../../../lib/format';
import { BusyButton } from '../../../ui/admin/busy-button';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { useModerateRequest } from '../api/moderate-request';
import { RejectRequestModal } from './reject-request-modal';
import { RequestOffers } from './request-offers';
import { RequestStateBadges } from './request-state-badges';
import { quantityText } from './request-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" span>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * One of a member's requests: its state, the moderation buttons (Onayla, Reddet with the reason, Beklet; the
 * current state's button is disabled) and its offers, loaded when unfolded.
 */
export function MemberRequestCard({
  memberId,
  row,
  offersOpen: unfolded = false,
  files,
}: {
  memberId: number;
  row: AdminRequestRow;
  /** the request's files and its offers' (app/ composes the attachments area's) */
  files?: (requestId: number) => ReactNode;
  /** the offers unfolded from the start (the request shown on its own) */
  offersOpen?: boolean;
}) {
  const { uypkt: request, katUrun: product } = row;
  const [offersOpen, offers] = useDisclosure(unfolded);
  const [rejecting, reject] = useDisclosure(false);
  const moderate = useModerateRequest(memberId);
  const current = codeOf(request.onay);
  const busyWith = moderate.isPending ? moderate.variables?.durum : undefined;
  const setState = (durum: 1 | -1) =>
    moderate.mutate(
      { id: request.id, durum, aciklama: '' },
      { onSuccess: () => notifySuccess(ADMIN_REQUEST_MSG.updated), onError: notifyError },
    );
  const title = product.urunAd;
  const offersId = `talep-${request.id}-teklifler`;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Talep #${request.id}: ${title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {product.kat} · Talep #{request.id}
            </Text>
          </Stack>
          <RequestStateBadges request={request} inline />
        </Group>
        <Group gap="lg" style={{ rowGap: 4 }}>
          <Fact label="Oluşturulma Tarihi">{formatDate(request.tarih)}</Fact>
          <Fact label="Teslim Tarihi">{formatDate(request.teslimTarihi)}</Fact>
          <Fact label="Miktar">{quantityText(request)}</Fact>
          <Fact label="Teklif">{formatOfferCount(row.cevap, request.teklifSiniri)}</Fact>
          {request.malzeme && <Fact label="Malzeme">{request.malzeme}</Fact>}
          {/* the desk's terms (issue 47 item 22): sealed with its deadline, and the cap */}
          <Fact label="Kapalı Zarf">
            {request.kapaliZarf
              ? `Evet, Son Teklif Tarihi ${request.sonTeklifTarihi ? formatDate(request.sonTeklifTarihi, true) : '—'}`
              : 'Hayır'}
          </Fact>
          <Fact label="Teklif Sınırı">
            {request.teklifSiniri ? `En fazla ${formatCount(request.teklifSiniri)} teklif` : 'Sınırsız'}
          </Fact>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {request.detay}
        </Text>
        {request.onay === false && request.onayAciklama && (
          <Alert color="red" variant="light" p="xs" title="Reddetme sebebi">
            {request.onayAciklama}
          </Alert>
        )}
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <BusyButton
              busy={busyWith === 1}
              disabled={moderate.isPending || current === 1}
              color="green"
              size="xs"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => setState(1)}
            >
              Onayla
            </BusyButton>
            <Button
              disabled={moderate.isPending}
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={reject.open}
            >
              Reddet
            </Button>
            <BusyButton
              busy={busyWith === -1}
              disabled={moderate.isPending || current === -1}
              variant="default"
              size="xs"
              leftSection={<IconClock size={16} aria-hidden />}
              onClick={() => setState(-1)}
            >
              Beklet
            </BusyButton>
          </Group>
          <Button
            variant="subtle"
            size="xs"
            disabled={row.cevap === 0}
            aria-expanded={offersOpen}
            aria-controls={offersId}
            rightSection={
              offersOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={offers.toggle}
          >
            Teklifler ({formatCount(row.cevap)})
          </Button>
        </Group>
        {/* not mounted while folded: the offers are fetched on the first unfolding */}
        <Collapse expanded={offersOpen} keepMounted={false} id={offersId}>
          <RequestOffers requestId={request.id} />
        </Collapse>
        {files?.(request.id)}
      </Stack>
      {rejecting && (
        <RejectRequestModal
          memberId={memberId}
          request={{ id: request.id, title, reason: request.onayAciklama }}
          onClose={reject.close}
        />
      )}
    </Paper>
  );
}
