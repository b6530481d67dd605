import { Anchor, Button, Stack } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getArticles } from '@tedarik/contract/content/admin';
import { Link } from 'react-router';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { useDeleteArticle } from '../api/admin-delete-article';
import { adminArticlesQuery } from '../api/admin-get-articles';
import { placeLabel } from './article-fields';
import { Thumb } from './fields';
import { LinkCell } from './link-cell';
import { contentHref } from './links';

type Article = CallResult<typeof getArticles>[number];

const COLUMNS: Column<Article>[] = [
  { header: 'Görsel', cell: (a) => <Thumb src={a.resim} />, width: 80 },
  { header: 'Yer', cell: (a) => placeLabel(a.yer), nowrap: true },
  {
    header: 'Başlık',
    cell: (a) => (
      <Anchor component={Link} to={contentHref.article(a.id)} size="sm">
        {a.baslik}
      </Anchor>
    ),
  },
  { header: 'Sıra', cell: (a) => a.sira, nowrap: true },
  { header: 'Bağlantı', cell: (a) => <LinkCell link={a.link} /> },
];

/** makaleler (admin spec §2 "Articles"): the home page's article blocks; 'Makale Ekle' opens makaleEkle. */
export function ArticleList() {
  const { data, error } = useQuery(adminArticlesQuery());
  const remove = useDeleteArticle();
  return (
    <Stack gap="md">
      <ScreenHeader title="Makaleler">
        <Button component={Link} to={contentHref.addArticle} leftSection={<IconPlus size={16} aria-hidden />}>
          Makale Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Makaleler"
          columns={COLUMNS}
          rows={data}
          rowKey={(a) => a.id}
          minWidth={760}
          actions={{
            name: (a) => a.baslik,
            detail: (a) => contentHref.article(a.id),
            more: [
              {
                label: 'Görsel',
                icon: <IconPhoto size={16} aria-hidden />,
                href: (a) => contentHref.articleImage(a.id),
              },
            ],
            onDelete: async (a) => {
              await remove.mutateAsync(a.id);
              notifySuccess(CONTENT_MSG.deleted);
            },
          }}
        />
      )}
    </Stack>
  );
}
