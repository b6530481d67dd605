import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CreditsLine } from '../../../features/credits/components/credits-line';
import { offerableFeedQuery } from '../../../features/offers/api/get-offerable-feed';
import { OfferButton } from '../../../features/offers/components/offer-button';
import { ADD_PRODUCT, OFFERABLE_REQUESTS } from '../../../features/offers/links';
import { RequestRow } from '../../../features/requests/components/request-row';
import { requestTitle } from '../../../features/requests/links';
import { requestBadgesQuery } from '../../../features/verification/api/verification';
import { getMemberUser, useMemberUser } from '../../../lib/session';
import { EmptyText } from '../../../ui/empty-text';
import { Pager } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';

const TITLE = 'Teklif Verilebilecek Talepler';
const NO_PRODUCT = 'Teklif bekleyen ürün bulunmuyor.';
const ALL_ANSWERED = 'Tüm talepler cevaplandı.';

const pageOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('sayfa') ?? '1', 10) || 1);

export function prefetch(url: URL) {
  if (getMemberUser()?.role === 'imalatci')
    void queryClient.prefetchQuery(offerableFeedQuery(pageOf(url.searchParams)));
}

/**
 * /account-d-detay-teklif-ver: the requests a manufacturer may offer on (GET /api/uyetalelTeklifindex), each with
 * 'Teklif Ver'; an offer made takes its request off the list. Only a manufacturer with a package offers (§6).
 */
export function Component() {
  const user = useMemberUser();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const manufacturer = user?.role === 'imalatci';
  const { data, error } = useQuery({ ...offerableFeedQuery(page), enabled: manufacturer });
  // the buyers' badges of the page's requests, in one call (issue 49 item 1)
  const { data: badges } = useQuery(requestBadgesQuery(data?.liste.map((item) => item.tlb.id) ?? []));
  const badgeOf = new Map(badges?.items.map((b) => [b.requestId, b.badges]));

  let body: ReactNode;
  if (!manufacturer)
    body = (
      <Alert color="blue" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{OFFER_MSG.noPackage}</Text>
          <Button component={Link} to="/account-d-detay-paket" size="xs" variant="light">
            Paketler
          </Button>
        </Stack>
      </Alert>
    );
  else if (error) body = <QueryError error={error} />;
  else if (!data) body = <Skeleton h={200} aria-busy />;
  else if (data.urunC === 0)
    body = (
      <EmptyText text={NO_PRODUCT}>
        <Button component={Link} to={ADD_PRODUCT} leftSection={<IconPlus size={18} />} mt="sm">
          Ürün Ekle
        </Button>
      </EmptyText>
    );
  else if (data.liste.length === 0) body = <EmptyText text={ALL_ANSWERED} />;
  else
    body = (
      <>
        <Stack gap="sm">
          {data.liste.map((item) => (
            <RequestRow
              key={item.tlb.id}
              item={item}
              badges={badgeOf.get(item.tlb.id)}
              action={
                <OfferButton
                  requestId={item.tlb.id}
                  quantity={item.tlb.adet}
                  title={requestTitle(item.tlb.adet, item.tlb.tip, item.urun.urunAd)}
                  size="xs"
                />
              }
            />
          ))}
        </Stack>
        <Pager page={data.sayfa} pages={data.adet} hrefFor={(n) => `${OFFERABLE_REQUESTS}?sayfa=${n}`} />
      </>
    );

  return (
    <>
      <Title order={2}>{TITLE}</Title>
      {manufacturer && <CreditsLine />}
      {body}
    </>
  );
}
