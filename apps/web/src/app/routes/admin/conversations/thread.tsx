import { downloadAttachmentAsAdmin } from '../../../../features/attachments/api/admin-files';
import { ThreadScreen } from '../../../../features/conversations/admin/thread-screen';
import { adminThreadQuery } from '../../../../features/conversations/api/admin-get-thread';
import { MemberStopModal } from '../../../../features/members/admin/member-stop-modal';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { threadId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const threadId = Number(segmentParams.id);
  // every opening reads the thread anew (the server audits each reading); the screen itself does not ask again
  await whenAdmin(() => queryClient.prefetchQuery({ ...adminThreadQuery(threadId), staleTime: 0 }));
  return { threadId } satisfies Data;
};

/** /adminimt/konusma-{threadId} */
export function Component() {
  const { threadId } = useSegmentData<Data>();
  return (
    <ThreadScreen key={threadId} id={threadId} StopDialog={MemberStopModal} downloadFile={downloadAttachmentAsAdmin} />
  );
}
