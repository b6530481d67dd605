import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY_ID } from '@tedarik/contract/constants';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { matchPreferencesQuery } from '../../../features/matching/api/match-preferences';
import { MatchPreferencesScreen } from '../../../features/matching/components/match-preferences-screen';
import { countriesQuery } from '../../../features/site/api/get-countries';
import { cityOptions } from '../../../features/site/city-options';
import { getMemberUser, useMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

export function prefetch() {
  if (getMemberUser()?.role === 'basic') return;
  void queryClient.prefetchQuery(matchPreferencesQuery());
  void queryClient.prefetchQuery(categoryLinksQuery());
  void queryClient.prefetchQuery(countriesQuery());
}

/**
 * /hesabim/talep-tercihlerim (issue 50 item 2): the company's matching rules. The page hands the form the category
 * tree and the provinces (reads of other areas), each on its own: the form does not wait for them.
 */
export function Component() {
  const company = useMemberUser()?.role !== 'basic';
  const tree = useQuery({ ...categoryLinksQuery(), enabled: company });
  const countries = useQuery({ ...countriesQuery(), enabled: company });
  // a failed list leaves its picker empty
  const categories = tree.isPending ? undefined : (tree.data ?? []);
  const provinces = countries.isPending ? undefined : (cityOptions(countries.data, DEFAULT_COUNTRY_ID) ?? []);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Talep Tercihlerim</Title>
        <Text c="dimmed" size="sm">
          Ürünlerinize ek olarak seçtiğiniz ürün ve kategorilerdeki talepler size iletilir; il ve miktar seçimleriniz
          hepsine uygulanır.
        </Text>
      </Stack>
      <MatchPreferencesScreen tree={categories} provinces={provinces} />
    </Stack>
  );
}
