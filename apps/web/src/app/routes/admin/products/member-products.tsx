import { MemberCaption } from '../../../../features/members/admin/member-caption';
import { MemberProducts } from '../../../../features/products/admin/member-products';
import { memberProductsQuery } from '../../../../features/products/api/get-member-products';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { memberId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const memberId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(memberProductsQuery(memberId)));
  return { memberId } satisfies Data;
};

/** /adminimt/uye-urunler-{memberId}; the product list names no member, so the member's page names it. */
export function Component() {
  const { memberId } = useSegmentData<Data>();
  return <MemberProducts key={memberId} memberId={memberId} member={<MemberCaption memberId={memberId} />} />;
}
