import { Paper, Text } from '@mantine/core';
import { SITE_PAGES } from '@tedarik/contract/pages';
import { redirect } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { MEMBER_CREATE_REQUEST } from '../../../features/requests/links';
import { getMemberUser } from '../../../lib/session';
import { PageHeader } from '../../../ui/page-header';
import { RequestDraftIsland } from '../../island-components';
import { queryClient } from '../../query-client';

/** A logged-in user is sent to the member's create-request page (spec §4 "Visitor request creation"). */
export async function loader() {
  if (getMemberUser()) return redirect(MEMBER_CREATE_REQUEST);
  void queryClient.prefetchQuery(categoryLinksQuery());
  return null;
}

/**
 * /teklif-Olustur: a visitor's purchase request, continued after login (spec §4 "Visitor request creation"). The path
 * keeps the legacy 'teklif'; the page is a request (talep), so its heading is the page table's 'Talep Oluştur'.
 */
export function Component() {
  const { title } = SITE_PAGES.createRequest;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]}>
        <Text c="dimmed">
          İhtiyacınız olan ürünü seçin, miktarı ve detayları yazın; talebiniz ilgili imalatçılara ücretsiz ulaşsın.
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
        <RequestDraftIsland />
      </Paper>
    </>
  );
}
