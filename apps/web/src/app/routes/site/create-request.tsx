import { Paper, Text } from '@mantine/core';
import { UNITS } from '@tedarik/contract/constants';
import { SITE_PAGES } from '@tedarik/contract/pages';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { MEMBER_CREATE_REQUEST } from '../../../features/requests/links';
import { getMemberUser } from '../../../lib/session';
import { PageHeader } from '../../../ui/page-header';
import { RequestDraftIsland } from '../../island-components';
import { queryClient } from '../../query-client';

/**
 * A logged-in user is sent to the member's create-request page (spec §4 "Visitor request creation"). `?kategori={id}`
 * (a landing page's 'Talep Oluştur') starts the form with that category chosen.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (getMemberUser()) return redirect(MEMBER_CREATE_REQUEST);
  void queryClient.prefetchQuery(categoryLinksQuery());
  const kategori = Number(new URL(request.url).searchParams.get('kategori'));
  return { kategori: Number.isSafeInteger(kategori) && kategori > 0 ? kategori : undefined };
}

/**
 * /teklif-Olustur: a visitor's purchase request, continued after login (spec §4 "Visitor request creation"). The path
 * keeps the legacy 'teklif'; the page is a request (talep), so its heading is the page table's 'Talep Oluştur'.
 */
export function Component() {
  const { title } = SITE_PAGES.createRequest;
  const { kategori } = (useLoaderData() as { kategori?: number } | undefined) ?? {};
  // the form starts in the category, its product still to be chosen
  const start = kategori ? { katUrun: 0, urunAd: '', kategori, adet: 0, tip: UNITS[0], detay: '' } : undefined;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]}>
        <Text c="dimmed">
          İhtiyacınız olan ürünü seçin, miktarı ve detayları yazın; talebiniz ilgili imalatçılara ücretsiz ulaşsın.
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
        <RequestDraftIsland start={start} />
      </Paper>
    </>
  );
}
