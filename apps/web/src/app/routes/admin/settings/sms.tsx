import { SmsSettingsScreen } from '../../../../features/settings/admin/sms-settings';
import { adminSmsQuery } from '../../../../features/settings/api/admin-get-sms';
import { queryClient } from '../../../query-client';
import { loadOrLogout } from '../prefetch';

export async function loader() {
  await loadOrLogout(() => queryClient.fetchQuery(adminSmsQuery()));
  return null;
}

/** /adminimt/smsAyar */
export function Component() {
  return <SmsSettingsScreen />;
}
