import { MailSettingsScreen } from '../../../../features/settings/admin/mail-settings';
import { adminMailQuery } from '../../../../features/settings/api/admin-get-mail';
import { queryClient } from '../../../query-client';
import { loadOrLogout } from '../prefetch';

export async function loader() {
  await loadOrLogout(() => queryClient.fetchQuery(adminMailQuery()));
  return null;
}

/** /adminimt/mail */
export function Component() {
  return <MailSettingsScreen />;
}
