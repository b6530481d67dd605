import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ownRequestQuery } from '../../../features/requests/api/get-own-request';
import { OwnRequestDetail } from '../../../features/requests/components/own-request-detail';
import { requestTitle } from '../../../features/requests/links';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';

/** Loads the request before the page shows, and names the page after it ('1.200 Adet Çelik Boru'). */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const detail = await queryClient.ensureQueryData(ownRequestQuery(Number(segmentParams.id))).catch(() => undefined);
  return detail ? { meta: { title: requestTitle(detail.talep.adet, detail.talep.tip, detail.urun.urunAd) } } : null;
};

/** /account-d-detay-talep-{id}: my request with its offers (segment 'member-request'). */
export function Component() {
  return (
    <MemberShell>
      <OwnRequestDetail id={Number(useSegment().params.id)} />
    </MemberShell>
  );
}
