import { SiteSettingsScreen } from '../../../../features/settings/admin/site-settings';
import { adminSiteSettingsQuery } from '../../../../features/settings/api/admin-get-site-settings';
import { queryClient } from '../../../query-client';
import { loadOrLogout } from '../prefetch';

export async function loader() {
  await loadOrLogout(() => queryClient.fetchQuery(adminSiteSettingsQuery()));
  return null;
}

/** /adminimt/genelAyarlar */
export function Component() {
  return <SiteSettingsScreen />;
}
