import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../../features/content/api/get-page';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { RichText } from '../../../ui/rich-text';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';
import { LOADED } from './loaded';

/** Static pages: /sayfa-{link} (the footer's links) and /uyelik-sozlesmesi, from GET /api/Sayfadetay/{link}. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const page = await queryClient.ensureQueryData(pageQuery(segmentParams.link)).catch(() => undefined);
  if (!page) return null;
  const text = page.sf.metin
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { meta: { title: page.sf.baslik, description: text.slice(0, 160) } };
};

export function Component() {
  const { data, error } = useQuery({ ...pageQuery(useSegment().params.link), ...LOADED });
  if (error) return <QueryError error={error} />;
  if (!data) return <PageLoader />;

  return (
    <Stack gap="md" maw={860} mx="auto" component="article">
      <PageHeader
        title={data.sf.baslik}
        crumbs={data.katAd ? [{ label: data.katAd }, { label: data.sf.baslik }] : [{ label: data.sf.baslik }]}
      />
      <RichText html={data.sf.metin} />
    </Stack>
  );
}
