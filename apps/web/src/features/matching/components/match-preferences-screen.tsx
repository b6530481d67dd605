import { Alert, type ComboboxItem, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { MATCH_MSG } from '@tedarik/contract/matching/member';
import { useMemberUser } from '../../../lib/session';
import { QueryError } from '../../../ui/query-error';
import { matchPreferencesQuery } from '../api/match-preferences';
import { PreferencesForm } from './preferences-form';

/** The companies' roles: a plain member (basic) buys and has no preferences. */
const COMPANIES = new Set(['firma', 'onay', 'imalatci']);

type Props = {
  /** every category (GET /api/kategoriListLink); undefined while it loads */
  tree: CategoryRef[] | undefined;
  /** the 81 provinces in Turkish order; undefined while they load */
  provinces: ComboboxItem[] | undefined;
};

/**
 * /hesabim/talep-tercihlerim: the requests a company hears of besides those of its products, where, from which
 * quantity, and how. The form waits for the preferences only; the category tree and the provinces fill in as they come.
 */
export function MatchPreferencesScreen({ tree, provinces }: Props) {
  const role = useMemberUser()?.role;
  const company = role !== undefined && COMPANIES.has(role);
  const { data, error } = useQuery({ ...matchPreferencesQuery(), enabled: company });
  if (!role) return null;
  if (!company)
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {MATCH_MSG.companiesOnly}
      </Alert>
    );
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={520} aria-busy />;
  return (
    <Stack gap="md">
      {!data.saved && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          Henüz tercih kaydetmediniz: şimdilik yalnızca ürünlerinize uyan talepler, tüm Türkiye’den, anında iletilir.
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <PreferencesForm preferences={data} tree={tree} provinces={provinces} />
      </Paper>
      <Text size="xs" c="dimmed">
        Teklif verebilmek için aktif bir paketiniz olmalıdır; paketi olmayan firmalara talepler alıcı bilgileri gizli
        olarak iletilir.
      </Text>
    </Stack>
  );
}
