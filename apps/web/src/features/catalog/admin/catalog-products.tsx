import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowsMove,
  IconCircleCheckFilled,
  IconCircleXFilled,
  IconPencil,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { useDeleteCatalogProduct } from '../api/admin-delete-catalog-product';
import { catalogAdminHref } from './links';
import { DELETED } from './messages';
import { type CatalogProductRow, type ProductDialog, ProductDialogs } from './product-dialogs';
import { catalogProductsQuery, searchText } from './product-query';

const COLUMNS: Column<CatalogProductRow>[] = [
  {
    header: 'Durum',
    cell: (r) =>
      r.et.kudurum ? (
        <IconCircleCheckFilled size={20} color="var(--mantine-color-green-7)" role="img" aria-label="Aktif" />
      ) : (
        <IconCircleXFilled size={20} color="var(--mantine-color-red-7)" role="img" aria-label="Pasif" />
      ),
    width: 64,
  },
  { header: 'Ürün', cell: (r) => r.et.urunAd },
  {
    header: 'Talep',
    cell: (r) => (
      <Badge variant="light" color="gray">
        {formatCount(r.tplTalep)}
      </Badge>
    ),
    nowrap: true,
  },
  {
    header: 'Firma Ürünü',
    cell: (r) => (
      <Badge
        component={Link}
        to={catalogAdminHref.companyProducts(r.et.id)}
        variant="light"
        tt="none"
        style={{ cursor: 'pointer' }}
        aria-label={`${formatCount(r.tplUrun)} firma ürünü: ${r.et.urunAd}`}
      >
        {formatCount(r.tplUrun)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Kategori', cell: (r) => r.kat },
];

type Props = { categoryId: number | null; page: number; text: string };

/**
 * kategoriurunler-{id} and kategoriurunler (admin spec §2): a category's catalog products, or all of them, 100 a page
 * (?sayfa=), searched on the server (?ara=); 'Toplam Ürün' and 'Dolu Ürün' (with a company product); per product
 * 'Detay' (name, active), 'Kategori Güncelle' (the move picker) and 'Sil' (only unused ones); 'Ürün Ekle' only
 * for a category.
 */
export function CatalogProducts({ categoryId, page, text }: Props) {
  const { data, error, isFetching } = useQuery(catalogProductsQuery(categoryId, page, text));
  const remove = useDeleteCatalogProduct();
  const [dialog, setDialog] = useState<ProductDialog | null>(null);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(text);
  const [debounced] = useDebouncedValue(typed, 300);

  // The typed search goes into the URL (its first page), so that the pages and a reload keep it; a URL changed
  // otherwise (a link, the back button) sets the box.
  const shownText = useRef(text);
  shownText.current = text;
  useEffect(() => {
    const next = searchText(debounced);
    if (next !== shownText.current) void navigate(catalogAdminHref.products(categoryId, 1, next), { replace: true });
  }, [debounced, categoryId, navigate]);
  useEffect(() => setTyped((current) => (searchText(current) === text ? current : text)), [text]);

  const title = categoryId === null ? 'Tüm Ürünler' : (data?.kat?.katAd ?? 'Kategori Ürünleri');
  return (
    <Stack gap="md">
      {categoryId !== null && (
        <Anchor component={Link} to={catalogAdminHref.categories} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Kategoriler
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          {data && (
            <Group gap="md">
              <Text size="sm">
                <Text span c="dimmed">
                  Toplam Ürün:{' '}
                </Text>
                {formatCount(data.toplam)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  Dolu Ürün:{' '}
                </Text>
                {formatCount(data.tUrun)}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="sm" align="flex-end">
          <TextInput
            type="search"
            aria-label="Ürün ara"
            placeholder="Ürün ara"
            description={typed.trim() && !searchText(typed) ? `En az ${SEARCH_MIN_CHARS} harf yazın.` : undefined}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
          {categoryId !== null && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'add' })}
              disabled={!data?.kat}
            >
              Ürün Ekle
            </Button>
          )}
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label={`${title}: ürünler`}
          columns={COLUMNS}
          rows={data?.katUrunlers}
          rowKey={(r) => r.et.id}
          loading={isFetching}
          empty={text ? EMPTY.results : undefined}
          minWidth={760}
          pager={
            data
              ? { page: data.sayfa, pages: data.adet, hrefFor: (n) => catalogAdminHref.products(categoryId, n, text) }
              : undefined
          }
          actions={{
            name: (r) => r.et.urunAd,
            more: [
              {
                label: 'Detay',
                icon: <IconPencil size={16} aria-hidden />,
                onClick: (row) => setDialog({ kind: 'edit', row }),
              },
              {
                label: 'Kategori Güncelle',
                icon: <IconArrowsMove size={16} aria-hidden />,
                onClick: (row) => setDialog({ kind: 'move', row }),
              },
            ],
            deletable: (r) => r.tplTalep === 0 && r.tplUrun === 0,
            onDelete: async (r) => {
              await remove.mutateAsync({ categoryId: r.katId, id: r.et.id });
              notifySuccess(DELETED);
            },
          }}
        />
      )}
      <ProductDialogs dialog={dialog} categoryId={categoryId} onClose={() => setDialog(null)} />
    </Stack>
  );
}
