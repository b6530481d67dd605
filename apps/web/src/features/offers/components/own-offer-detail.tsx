import { Alert, Anchor, Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { Fact } from '../../../ui/fact';
import { QueryError } from '../../../ui/query-error';
import { myOfferQuery } from '../api/get-my-offer';
import { ownOfferQuery } from '../api/get-own-offer';
import { publicRequestHref } from '../links';
import { AcceptedBadge } from './accepted-badge';
import { BuyerCard } from './buyer-card';

/**
 * My offer on a request (GET /api/teklifDetay-{id}): the request, its buyer masked, and what I offered; once the buyer
 * accepted it, the buyer's contact data ('Alıcı Bilgileri').
 */
export function OwnOfferDetail({
  requestId,
  offerFile,
}: {
  requestId: number;
  /** an offer's file section (app/ composes the attachments area's); changeable while the offer may be revised */
  offerFile?: (offerId: number, changeable: boolean) => ReactNode;
}) {
  // the route's loader has just fetched it: a 404 shows at once instead of being asked again
  const { data, error } = useQuery({ ...ownOfferQuery(requestId), retryOnMount: false });
  // the file follows the rule of a revision (the server's `locked`, shared with 'Teklifi Güncelle')
  const mine = useQuery({ ...myOfferQuery(requestId), enabled: Boolean(offerFile) });
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return <QueryError error={missing ? new HttpError(404, REQUEST_MSG.notFound) : error} />;
  }
  if (!data) return <Skeleton h={320} aria-busy />;
  const { talep, urun, kat } = data;

  return (
    <Stack gap="md">
      {data.bitti && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} role="status" title="Sona Erdi">
          Bu talep sona erdi; yeni teklif alınmıyor.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {formatCount(talep.adet)} {talep.tip} {urun.urunAd}
            </Title>
            <Badge variant="light" tt="none">
              {kat.katAd}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label="Firma">{data.alici?.firmaad ?? data.firmaad}</Fact>
            <Fact label="Yer">{data.ulkeSehir}</Fact>
            <Fact label="Teslim Tarihi">{formatDate(talep.teslimTarihi)}</Fact>
            {talep.tarih && <Fact label="Oluşturulma Tarihi">{formatDate(talep.tarih)}</Fact>}
            {talep.malzeme && <Fact label="Malzeme">{talep.malzeme}</Fact>}
          </SimpleGrid>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{talep.detay}</Text>
          {!data.bitti && (
            <Anchor component={Link} to={publicRequestHref(talep.id)} size="sm">
              Talebin sayfasını açın
            </Anchor>
          )}
        </Stack>
      </Paper>
      {data.alici && <BuyerCard buyer={data.alici} />}
      {data.cevaplar.map((offer) => (
        <Paper
          key={offer.id}
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Teklifim"
        >
          <Group justify="space-between" mb="sm">
            <Title order={3} fz="lg">
              Teklifim
            </Title>
            <AcceptedBadge accepted={offer.kabulDurumu} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="sm">
            <Fact label="Fiyat">{formatMoney(kurusOfNumber(offer.fiyat), offer.paraBirimi)}</Fact>
            <Fact label="Tahmini Teslim Tarihi">{formatDate(offer.tahminiTesliTarihi)}</Fact>
            <Fact label="Teklif Tarihi">{formatDate(offer.tarih)}</Fact>
          </SimpleGrid>
          {offer.aciklama && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {offer.aciklama}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="sm">
            {offer.kabulDurumu
              ? 'Teklifiniz kabul edildi: iletişim bilgileriniz alıcıya, alıcının bilgileri size gösterilir.'
              : data.bitti
                ? 'Talep sona erdi; teklifiniz kabul edilmedi.'
                : 'Teklifiniz henüz kabul edilmedi.'}
          </Text>
          {offerFile && (
            <Box mt="md">{offerFile(offer.id, mine.data?.offer?.id === offer.id && mine.data.locked === null)}</Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
