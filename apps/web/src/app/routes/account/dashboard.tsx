import { SimpleGrid, Title } from '@mantine/core';
import { IconBell, IconBox, IconClipboardList, IconMessage2, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { offerableFeedQuery } from '../../../features/offers/api/get-offerable-feed';
import { OFFERABLE_REQUESTS } from '../../../features/offers/links';
import { MY_PRODUCTS } from '../../../features/products/links';
import { ownRequestsQuery } from '../../../features/requests/api/get-own-requests';
import { MEMBER_REQUESTS } from '../../../features/requests/links';
import { openRequestCount } from '../../../features/requests/own-state';
import { alertNotificationsQuery } from '../../../features/site/api/get-alert-notifications';
import { requestNotificationsQuery } from '../../../features/site/api/get-request-notifications';
import { useMemberUser } from '../../../lib/session';
import { StatCard } from '../../../ui/stat-card';

/** Sums what has loaded; undefined until all of it has. */
const sum = (...values: (number | undefined)[]) =>
  values.some((v) => v === undefined) ? undefined : values.reduce<number>((a, v) => a + (v ?? 0), 0);

/**
 * /account-d: the shell carries welcome, profile card, menu and activation box; here the numbers, each linked to its
 * page. A buyer's are their open requests (a rejected one is not open) and the offers awaiting review; a manufacturer's the requests it may offer
 * on and its products; everyone's the unread notifications (the header's same lists, so no extra call).
 */
export function Component() {
  const role = useMemberUser()?.role;
  const buyer = role === 'basic' || role === 'onay' || role === 'firma';
  const manufacturer = role === 'imalatci';
  const requests = useQuery({ ...ownRequestsQuery(), enabled: buyer });
  const feed = useQuery({ ...offerableFeedQuery(1), enabled: manufacturer });
  const talepler = useQuery(requestNotificationsQuery());
  const uyarilar = useQuery(alertNotificationsQuery());

  const cards: ReactNode[] = [];
  if (buyer)
    cards.push(
      <StatCard
        key="open"
        label="Açık Talepler"
        value={requests.data && openRequestCount(requests.data)}
        icon={<IconClipboardList size={20} />}
        to={MEMBER_REQUESTS}
      />,
      <StatCard
        key="waiting"
        label="İncelenmeyi Bekleyen Teklifler"
        value={requests.data && sum(...requests.data.map((item) => item.beklenen))}
        icon={<IconMessage2 size={20} />}
        to={MEMBER_REQUESTS}
      />,
    );
  if (manufacturer)
    cards.push(
      <StatCard
        key="offerable"
        label="Teklif Verilebilecek Talepler"
        value={feed.data?.toplam}
        icon={<IconTargetArrow size={20} />}
        to={OFFERABLE_REQUESTS}
      />,
      <StatCard
        key="products"
        label="Ürünlerim"
        value={feed.data?.urunC}
        icon={<IconBox size={20} />}
        to={MY_PRODUCTS}
      />,
    );
  cards.push(
    <StatCard
      key="unread"
      label="Okunmamış Bildirimler"
      value={sum(talepler.data?.okunmamis, uyarilar.data?.okunmamis)}
      icon={<IconBell size={20} />}
    />,
  );

  return (
    <>
      <Title order={2}>Hesabım</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>{cards}</SimpleGrid>
    </>
  );
}
