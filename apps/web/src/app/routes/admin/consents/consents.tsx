import { ConsentsScreen } from '../../../../features/consents/admin/consents-screen';
import { legalTextsQuery } from '../../../../features/consents/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(legalTextsQuery()));
  return null;
}

/** /adminimt/kvkk-izinler (issue 53 items 1 and 2) */
export function Component() {
  return <ConsentsScreen />;
}
