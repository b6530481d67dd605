import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_VIEWS } from '../../../lib/content-views';

type View = keyof typeof CONTENT_VIEWS;

/** Where each resource shows outside the back-office (admin spec §1, public spec §2). */
const SHOWN_IN = {
  article: ['homePage'],
  slide: ['slides'],
  ad: ['homePage', 'publicRequests', 'companyPages'],
  post: ['posts', 'post'],
  /** a page's title and link are in the footer; its group's name is on its page */
  page: ['pages', 'footer'],
  faq: ['faq'],
} as const satisfies Record<string, readonly View[]>;

type ContentResource = keyof typeof SHOWN_IN;

/**
 * After a content write: the public views that show the resource are refetched (the open ones at once, the others
 * when next shown), so that the admin's tab never shows the site as it was before.
 */
export function refreshPublicContent(queryClient: QueryClient, resource: ContentResource): void {
  for (const view of SHOWN_IN[resource]) void queryClient.invalidateQueries({ queryKey: CONTENT_VIEWS[view] });
}
