import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MemberManage } from '../../../../features/members/admin/member-manage';
import { MemberSummary } from '../../../../features/members/admin/member-summary';
import { memberDetailQuery } from '../../../../features/members/api/get-member-detail';
import { RatingTable } from '../../../../features/offers/admin/rating-table';
import { MemberPackages } from '../../../../features/packages/admin/member-packages';
import { cityOptions } from '../../../../features/site/city-options';
import { PageLoader } from '../../../../ui/page-loader';
import { QueryError } from '../../../../ui/query-error';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { memberId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const memberId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(memberDetailQuery(memberId)));
  return { memberId } satisfies Data;
};

/**
 * /adminimt/uye-detay-{memberId}: one call (uyeDetay) feeds the areas of the page: the member (members), its
 * packages (packages) and its ratings (offers), whose answers go back into the same data. The city choices come
 * from the same answer (the cities of the member's country).
 */
export function Component() {
  const { memberId } = useSegmentData<Data>();
  const { data, error } = useQuery(memberDetailQuery(memberId));
  if (error) return <QueryError error={error} />;
  if (!data) return <PageLoader />;
  return (
    <Stack key={memberId} gap="xl">
      <MemberSummary detail={data} />
      <MemberManage detail={data} cities={cityOptions(data.ulkeSehir.icerik, data.uye.ulke) ?? []} />
      <MemberPackages memberId={memberId} packages={data} />
      <Stack component="section" gap="xs" aria-labelledby="member-ratings">
        <Title order={3} id="member-ratings">
          Yorumlar ve Puanlar
        </Title>
        <RatingTable label="Üyenin yorumları ve puanları" rows={data.puanlar} />
      </Stack>
    </Stack>
  );
}
