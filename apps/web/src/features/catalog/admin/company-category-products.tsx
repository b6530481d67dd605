import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CATALOG_MSG, type zCompanyCategoryProducts } from '@tedarik/contract/catalog/admin';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatCount } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { QueryError } from '../../../ui/query-error';
import { companyCategoryProductsQuery } from '../api/admin-get-company-category-products';

/** A row with its number in the list (the spec's '#'). */
type Row = z.infer<typeof zCompanyCategoryProducts>['liste'][number] & { n: number };

const newTab = { target: '_blank', rel: 'noopener' } as const;

/** A company's or a product's state: green when active, red when stopped or closed. */
function StateIcon({ active, of }: { active: boolean; of: string }) {
  return active ? (
    <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" role="img" aria-label={`${of}: aktif`} />
  ) : (
    <IconCircleXFilled size={18} color="var(--mantine-color-red-7)" role="img" aria-label={`${of}: pasif`} />
  );
}

const COLUMNS: Column<Row>[] = [
  { header: '#', cell: (r) => r.n, width: 48, nowrap: true },
  { header: 'Kategori ve Ürün', cell: (r) => r.kat },
  {
    header: 'Firma',
    cell: (r) => (
      <Group gap={6} wrap="nowrap">
        <StateIcon active={r.fdurum} of="Firma" />
        <Anchor component={Link} to={adminHref.member(r.fid)} {...newTab}>
          {r.firma}
        </Anchor>
      </Group>
    ),
  },
  {
    header: 'Ürün',
    cell: (r) => (
      <Group gap={6} wrap="nowrap">
        <StateIcon active={r.udurum} of="Ürün" />
        <Anchor component={Link} to={adminHref.memberProduct(r.uid)} {...newTab}>
          {r.urun}
        </Anchor>
      </Group>
    ),
  },
  { header: 'Görsel', cell: (r) => formatCount(r.gorsel), nowrap: true },
];

/**
 * firmakategoriurunler-{id} (admin spec §2): the companies' products under one catalog product; the company and the
 * product open in new tabs. Empty: 'Ürün bulunmuyor...'.
 */
export function CompanyCategoryProducts({ catalogProductId }: { catalogProductId: number }) {
  const { data, error } = useQuery(companyCategoryProductsQuery(catalogProductId));
  const rows = useMemo(() => data?.liste.map((r, i) => ({ ...r, n: i + 1 })), [data]);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          Firma Ürünleri
        </Text>
        <Title order={2}>{data?.baslik ?? 'Firma Ürünleri'}</Title>
      </Stack>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Firma ürünleri"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.uid}
          empty={CATALOG_MSG.emptyCompanyProducts}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
