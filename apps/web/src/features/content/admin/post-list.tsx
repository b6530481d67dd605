import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import type { getAdminPosts } from '@tedarik/contract/content/admin-posts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCount, formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { UrlSearchBox } from '../../../ui/admin/url-search';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { useDeletePost } from '../api/admin-delete-post';
import { adminPostsQuery } from '../api/admin-get-posts';
import type { PostListFilter, PostTypeFilter } from '../api/admin-keys';
import { Thumb } from './fields';
import { contentHref, postListHref } from './links';
import { postTypeLabel } from './post-fields';

type Post = CallResult<typeof getAdminPosts>['duyuruListesi'][number];

const TYPE_FILTER = [
  { value: '0', label: 'Tümü' },
  { value: '1', label: 'Blog' },
  { value: '2', label: 'Duyuru' },
];

const COLUMNS: Column<Post>[] = [
  { header: 'Görsel', cell: (p) => <Thumb src={p.resim} />, width: 80 },
  {
    header: 'Tür',
    cell: (p) => <StateBadge color={p.tip === 2 ? 'orange' : 'blue'}>{postTypeLabel(p.tip)}</StateBadge>,
    nowrap: true,
  },
  { header: 'Başlık', cell: (p) => p.baslik },
  { header: 'Tarih', cell: (p) => formatDate(p.tarih), nowrap: true },
];

/**
 * Blogs and blogs-{page} (admin spec §2 "Blog and announcements"): blog posts and announcements newest first, a
 * search on title and tags, the type filter (Tümü / Blog / Duyuru) and the pager (first, about four numbers, last).
 * A deleted post's list is fetched again; the last post of a page above 1 deleted, the page before it shows.
 */
export function PostList({ filter }: { filter: PostListFilter }) {
  const navigate = useNavigate();
  const { data, error, isFetching, isPlaceholderData } = useQuery(adminPostsQuery(filter));
  const remove = useDeletePost();
  const current = useRef(filter);
  current.current = filter;

  // a page beyond the last (its last post deleted in another tab, an old link): the last page there is
  const pages = data?.adet ?? 0;
  const beyond = Boolean(data && !isPlaceholderData && data.duyuruListesi.length === 0 && filter.page > 1);
  useEffect(() => {
    if (beyond) navigate(postListHref({ ...current.current, page: Math.max(1, pages) }), { replace: true });
  }, [beyond, pages, navigate]);

  const onDelete = async (post: Post) => {
    const lastOfPage = data?.duyuruListesi.length === 1 && filter.page > 1;
    notifySuccess((await remove.mutateAsync(post.id)) || CONTENT_MSG.deleted);
    if (lastOfPage) navigate(postListHref({ ...filter, page: filter.page - 1 }), { replace: true });
  };

  const searching = Boolean(filter.text || filter.type);
  return (
    <Stack gap="md">
      <ScreenHeader
        title="Blog ve Duyurular"
        subtitle={data ? `${searching ? 'Bulunan' : 'Toplam'}: ${formatCount(data.toplamDuyuru)}` : undefined}
      >
        <Button component={Link} to={contentHref.addPost} leftSection={<IconPlus size={16} aria-hidden />}>
          Blog Ekle
        </Button>
      </ScreenHeader>
      <Group gap="sm" align="flex-end" justify="space-between">
        <SegmentedControl
          aria-label="Tür"
          data={TYPE_FILTER}
          value={String(filter.type)}
          onChange={(value) => navigate(postListHref({ text: filter.text, type: Number(value) as PostTypeFilter }))}
        />
        <UrlSearchBox
          value={filter.text}
          hrefFor={(text) => postListHref({ text, type: filter.type })}
          label="Blog ara"
          placeholder="Başlık veya etiket"
        />
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Blog ve duyurular"
          columns={COLUMNS}
          rows={data?.duyuruListesi}
          rowKey={(p) => p.id}
          loading={isFetching}
          empty={searching ? EMPTY.results : undefined}
          minWidth={680}
          actions={{
            name: (p) => p.baslik,
            detail: (p) => contentHref.post(p.id),
            more: [
              { label: 'Görsel', icon: <IconPhoto size={16} aria-hidden />, href: (p) => contentHref.postImage(p.id) },
            ],
            onDelete,
          }}
          pager={
            data
              ? {
                  page: data.sayfa,
                  pages: data.adet,
                  window: { size: 4 },
                  hrefFor: (page) => postListHref({ ...filter, page }),
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
