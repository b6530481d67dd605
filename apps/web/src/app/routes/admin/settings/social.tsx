import { SocialSettingsScreen } from '../../../../features/settings/admin/social-settings';
import { adminSocialQuery } from '../../../../features/settings/api/admin-get-social';
import { queryClient } from '../../../query-client';
import { loadOrLogout } from '../prefetch';

export async function loader() {
  await loadOrLogout(() => queryClient.fetchQuery(adminSocialQuery()));
  return null;
}

/** /adminimt/sosyalMedyaisl */
export function Component() {
  return <SocialSettingsScreen />;
}
