import { MemberShell } from '../../../features/accounts/components/member-shell';
import { NotBuilt } from '../../../ui/not-built';
import { useSegment } from '../../segment-route';

/** Member pages with an id in the path ('/account-d-detay-talep-{id}', …): later issues' screens, in the shell. */
export function Component() {
  return (
    <MemberShell>
      <NotBuilt title={useSegment().title} />
    </MemberShell>
  );
}
