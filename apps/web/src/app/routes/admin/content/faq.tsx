import { FaqAdmin } from '../../../../features/content/admin/faq-list';
import { adminFaqQuery } from '../../../../features/content/api/admin-get-faq';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminFaqQuery()));
  return null;
}

/** /adminimt/sss (its add, detail and delete in dialogs) */
export function Component() {
  return <FaqAdmin />;
}
