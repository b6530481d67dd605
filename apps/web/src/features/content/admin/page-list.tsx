import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getAdminPages } from '@tedarik/contract/content/admin';
import { Link } from 'react-router';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { useDeletePage } from '../api/admin-delete-page';
import { adminPagesQuery } from '../api/admin-get-pages';
import { LinkCell } from './link-cell';
import { contentHref } from './links';

type Page = CallResult<typeof getAdminPages>[number];

const COLUMNS: Column<Page>[] = [
  {
    header: 'Başlık',
    cell: (p) => (
      <Anchor component={Link} to={contentHref.page(p.sf.id)} size="sm">
        {p.sf.baslik}
      </Anchor>
    ),
  },
  { header: 'Kategori', cell: (p) => p.katAd ?? 'Kategorisiz' },
  { header: 'Bağlantı', cell: (p) => <LinkCell link={`/sayfa-${p.sf.link}`} /> },
  { header: 'Sıra', cell: (p) => p.sf.sira, nowrap: true },
  {
    header: 'Ana Sayfa',
    cell: (p) => <StateBadge color={p.sf.ana ? 'green' : 'gray'}>{p.sf.ana ? 'Evet' : 'Hayır'}</StateBadge>,
    nowrap: true,
  },
];

/** sayfalar (admin spec §2 "Pages"): the static pages with their footer group; 'Sayfa Ekle' opens sayfaekle. */
export function PageList() {
  const { data, error } = useQuery(adminPagesQuery());
  const remove = useDeletePage();
  return (
    <Stack gap="md">
      <ScreenHeader title="Sayfalar">
        <Anchor component={Link} to={contentHref.pageCategories} size="sm">
          Sayfa Kategorileri
        </Anchor>
        <Button component={Link} to={contentHref.addPage} leftSection={<IconPlus size={16} aria-hidden />}>
          Sayfa Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Sayfalar"
          columns={COLUMNS}
          rows={data}
          rowKey={(p) => p.sf.id}
          minWidth={720}
          actions={{
            name: (p) => p.sf.baslik,
            detail: (p) => contentHref.page(p.sf.id),
            onDelete: async (p) => {
              await remove.mutateAsync(p.sf.id);
              notifySuccess(CONTENT_MSG.deleted);
            },
          }}
        />
      )}
    </Stack>
  );
}
