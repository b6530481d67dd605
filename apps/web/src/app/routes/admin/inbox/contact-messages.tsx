import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { ContactMessages } from '../../../../features/inbox/admin/contact-messages';
import { messagePageOf } from '../../../../features/inbox/admin/links';
import { contactMessagesQuery } from '../../../../features/inbox/api/admin-get-messages';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = messagePageOf(new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchQuery(contactMessagesQuery(page)));
  return null;
}

/** /adminimt/iletisim[?sayfa=N] */
export function Component() {
  const [params] = useSearchParams();
  return <ContactMessages page={messagePageOf(params)} />;
}
