import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { ADMIN_PACKAGE_MSG, type getActivePackages } from '@tedarik/contract/packages/admin';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { QueryError } from '../../../ui/query-error';
import { activePackagesQuery } from '../api/get-active-packages';
import { subscriptionColumns } from './subscription-cells';

type ActivePackage = CallResult<typeof getActivePackages>[number];

const COLUMNS: Column<ActivePackage>[] = [
  {
    header: 'Firma',
    cell: (p) => (
      <Stack gap={0}>
        <Anchor component={Link} to={adminHref.member(p.uy.uyeid)} size="sm" fw={600}>
          {p.uy.firma || p.uy.adsoyad}
        </Anchor>
        {p.uy.firma && (
          <Text size="xs" c="dimmed">
            {p.uy.adsoyad}
          </Text>
        )}
      </Stack>
    ),
  },
  ...subscriptionColumns<ActivePackage>(),
];

/** AktifPaketListesi (admin spec §2 "Packages"): the packages running today; 'Detay' opens the member. */
export function ActivePackages() {
  const { data, error } = useQuery(activePackagesQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Aktif Paketler</Title>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Aktif paketler"
          columns={COLUMNS}
          rows={data}
          rowKey={(p) => p.uypkt.id}
          empty={ADMIN_PACKAGE_MSG.emptyActive}
          minWidth={900}
          actions={{
            name: (p) => `${p.uy.firma || p.uy.adsoyad}, ${p.pkt.baslik}`,
            detail: (p) => adminHref.member(p.uy.uyeid),
          }}
        />
      )}
    </Stack>
  );
}
