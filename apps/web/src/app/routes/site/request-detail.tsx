import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REQUEST_NOT_FOUND } from '@tedarik/contract/requests/public';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ownOfferHref } from '../../../features/offers/links';
import { requestDetailQuery } from '../../../features/requests/api/get-request-detail';
import { requestTitle } from '../../../features/requests/links';
import { formatCount, formatDate, formatLongDate, formatOfferCount } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { loginHref, registerHref } from '../../../lib/return-path';
import { getMemberUser, useMemberUser } from '../../../lib/session';
import { EmptyText } from '../../../ui/empty-text';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';
import { LOADED } from './loaded';

// Only a member who may offer sees the offer button: its modal and form (about 45 KB gzip: floating parts, the form
// library, number inputs) load with it, not with every visitor's page.
const OfferButton = lazy(() =>
  import('../../../features/offers/components/offer-button').then((m) => ({ default: m.OfferButton })),
);

// Only a company that may offer asks a question ('Soru Sor'): its modal and form load with it.
const AskButton = lazy(() =>
  import('../../../features/conversations/components/ask-button').then((m) => ({ default: m.AskButton })),
);

// Only a company that may offer sees the request's files: their list and its upload parts load with it.
const RequestFiles = lazy(() =>
  import('../../../features/attachments/components/request-files').then((m) => ({ default: m.RequestFiles })),
);

/** /talep-detay-{id}: GET /api/genelteklif-{id}, with the member's credentials when logged in. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  const detail = await queryClient
    .ensureQueryData(requestDetailQuery(id, getMemberUser()?.email ?? null))
    .catch(() => undefined);
  if (!detail) return null;
  const title = requestTitle(detail.talep.adet, detail.talep.tip, detail.urun.urunAd);
  return { meta: { title, description: `${title} – ${detail.kat.katAd}, ${detail.ulkeSehir}. Teklif verin.` } };
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

/**
 * A sealed request's deadline, in Istanbul time: before it the offers open to the buyer then; after it they are open
 * to the buyer (the page read after the deadline says so, however long ago it was rendered or cached).
 */
function SealedNote({ deadline }: { deadline: string | null }) {
  const when = deadline ? ` — Son Teklif Tarihi ${formatDate(deadline, true)}` : '';
  const passed = deadline !== null && Date.parse(deadline) <= Date.now();
  return (
    <Text size="sm" c="dimmed" mb="xs">
      Kapalı Zarf{when}:{' '}
      {passed
        ? 'teklif süresi doldu; teklifler yalnızca alıcıya açıktır.'
        : 'teklifler yalnızca alıcıya, bu tarihte açılır.'}
    </Text>
  );
}

export function Component() {
  const id = Number(useSegment().params.id);
  const user = useMemberUser();
  // the login and the registration come back to this request
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const { data, error } = useQuery({ ...requestDetailQuery(id, user?.email ?? null), ...LOADED });
  const queryClient = useQueryClient();
  // made here just now: the button gives way to a link to the offer
  const [offered, setOffered] = useState(false);

  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return <QueryError error={missing ? new HttpError(404, REQUEST_NOT_FOUND) : error} />;
  }
  if (!data) return <PageLoader />;
  const { talep, urun, kat } = data;
  const title = requestTitle(talep.adet, talep.tip, urun.urunAd);
  // A manufacturer with a package offers (spec §6 "Make an offer") on a request of someone else's; once it has, the
  // button gives way to its offer. Other refusals (no matching product) show in the form as the server words them.
  const canOffer = data.uye && user?.role === 'imalatci' && !data.sahibi;
  const hasOffered = offered || data.teklifVerildi;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: 'Talepler', to: '/talepler' },
          { label: kat.katAd, to: `/talepler-${kat.link}` },
          { label: `Talep #${talep.id}` },
        ]}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
                <Fact label="Firma">{data.firmaAd}</Fact>
                <Fact label="Yer">{data.ulkeSehir}</Fact>
                <Fact label="Kategori">
                  <Anchor component={Link} to={`/talepler-${kat.link}`}>
                    {kat.katAd}
                  </Anchor>
                </Fact>
                <Fact label="Miktar">
                  {formatCount(talep.adet)} {talep.tip}
                </Fact>
                <Fact label="Teslim Tarihi">{formatLongDate(talep.teslimTarihi)}</Fact>
                {talep.tarih && <Fact label="Oluşturulma Tarihi">{formatLongDate(talep.tarih)}</Fact>}
                {talep.malzeme && <Fact label="Malzeme">{talep.malzeme}</Fact>}
              </SimpleGrid>
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  Detay
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{talep.detay}</Text>
              </Stack>
            </Stack>
          </Paper>
          {canOffer && (
            <Suspense fallback={null}>
              <Box mt="lg">
                <RequestFiles requestId={talep.id} />
              </Box>
            </Suspense>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {canOffer && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Text size="sm">
                    {hasOffered ? 'Bu talebe teklif verdiniz.' : 'Bu talebe fiyat ve teslim tarihiyle teklif verin.'}
                  </Text>
                  {hasOffered ? (
                    <Button component={Link} to={ownOfferHref(talep.id)} variant="light">
                      Teklifim
                    </Button>
                  ) : (
                    <Suspense fallback={<Button disabled>Teklif Ver</Button>}>
                      <OfferButton
                        requestId={talep.id}
                        quantity={talep.adet}
                        title={title}
                        onCreated={() => {
                          setOffered(true);
                          void queryClient.invalidateQueries({ queryKey: requestDetailQuery(id, user.email).queryKey });
                        }}
                      />
                    </Suspense>
                  )}
                  <Suspense fallback={null}>
                    <AskButton requestId={talep.id} title={title} />
                  </Suspense>
                </Stack>
              </Paper>
            )}
            {!data.uye && (
              <Alert color="indigo" variant="light" title="Bu talebe teklif verin">
                <Stack gap="sm">
                  <Text size="sm">Talep sahibine teklifinizi iletmek için üye girişi yapın.</Text>
                  <Button component={Link} to={loginHref(here)} leftSection={<IconLogin size={18} />}>
                    Teklif vermek için giriş yapın
                  </Button>
                  <Button
                    component={Link}
                    to={registerHref(here)}
                    variant="default"
                    leftSection={<IconUserPlus size={18} />}
                  >
                    Ücretsiz Üye Ol
                  </Button>
                </Stack>
              </Alert>
            )}
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="lg">
                  Teklifler
                </Title>
                <Badge variant="light" tt="none">
                  {formatOfferCount(data.toplamCevaplar, data.teklifSiniri)}
                </Badge>
              </Group>
              {data.kapaliZarf && <SealedNote deadline={data.sonTeklifTarihi} />}
              {data.cevaplar.length === 0 ? (
                <EmptyText />
              ) : (
                <Table striped fz="sm">
                  <Table.Tbody>
                    {data.cevaplar.map((answer, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: masked answers may repeat; the list is fixed
                      <Table.Tr key={`${answer.tarih}-${i}`}>
                        <Table.Td>{answer.firmaad}</Table.Td>
                        <Table.Td ta="right" c="dimmed">
                          {formatLongDate(answer.tarih)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
