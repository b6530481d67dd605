import type { QueryClient } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import type { getAdminFaq } from '@tedarik/contract/content/admin';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** The questions as the server answered a change (every FAQ write answers the list): they replace the list. */
export function putFaq(queryClient: QueryClient, faq: CallResult<typeof getAdminFaq>) {
  queryClient.setQueryData(contentAdminKeys.faq(), faq);
  refreshPublicContent(queryClient, 'faq');
}
