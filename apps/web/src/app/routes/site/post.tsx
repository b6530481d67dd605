import { Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../../features/content/api/get-post';
import { POST_LABEL, postKindOf, postListHref } from '../../../features/content/links';
import { formatLongDate } from '../../../lib/format';
import { uploadUrl } from '../../../lib/upload-url';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { RichText } from '../../../ui/rich-text';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';
import { LOADED } from './loaded';

const summary = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

/** blog-{link} and duyuru-{link}: GET /api/blogdetay/{link}; the breadcrumb follows the post's tip. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const post = await queryClient.ensureQueryData(postQuery(segmentParams.link)).catch(() => undefined);
  return post ? { meta: { title: post.baslik, description: summary(post.metin) } } : null;
};

export function Component() {
  const { data: post, error } = useQuery({ ...postQuery(useSegment().params.link), ...LOADED });
  if (error) return <QueryError error={error} />;
  if (!post) return <PageLoader />;
  const kind = postKindOf(post);

  return (
    <Stack gap="md" maw={860} mx="auto" component="article">
      <PageHeader
        title={post.baslik}
        crumbs={[{ label: POST_LABEL[kind], to: postListHref(kind, 1) }, { label: post.baslik }]}
      >
        <Text size="sm" c="dimmed" component="time" dateTime={post.tarih}>
          {formatLongDate(post.tarih)}
        </Text>
      </PageHeader>
      {post.resim && (
        <Image
          src={uploadUrl(post.resim)}
          alt=""
          width={960}
          height={540}
          radius="md"
          fetchPriority="high"
          style={{ width: '100%', height: 'auto' }}
        />
      )}
      <RichText html={post.metin} />
    </Stack>
  );
}
