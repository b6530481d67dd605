import { backOfficeKeys } from '../../../lib/admin-query-keys';

/** The blog list's filter (admin spec §2 "Blog and announcements"): the page, the searched text, the type (0 all). */
export type PostListFilter = { page: number; text: string; type: PostTypeFilter };
/** 0 every post, 1 blog posts, 2 announcements (admin spec §9). */
export type PostTypeFilter = 0 | 1 | 2;

// Query keys of the back-office home page and of the content screens (keys.ts holds the public ones). The pending
// work is under a shared root: the requests, offers, packages and support areas invalidate it when they moderate
// what it lists. A content write also refetches the public views it changes: see admin-content-changes.ts.
export const contentAdminKeys = {
  all: ['admin', 'content'] as const,
  counters: () => [...contentAdminKeys.all, 'counters'] as const,
  pendingWork: () => backOfficeKeys.pendingWork,
  articles: () => [...contentAdminKeys.all, 'articles'] as const,
  article: (id: number) => [...contentAdminKeys.articles(), id] as const,
  slides: () => [...contentAdminKeys.all, 'slides'] as const,
  slide: (id: number) => [...contentAdminKeys.slides(), id] as const,
  ads: () => [...contentAdminKeys.all, 'ads'] as const,
  ad: (id: number) => [...contentAdminKeys.ads(), id] as const,
  adTypes: () => [...contentAdminKeys.all, 'ad-types'] as const,
  /** every page of every search of the blog list */
  posts: () => [...contentAdminKeys.all, 'posts'] as const,
  postPage: (filter: PostListFilter) => [...contentAdminKeys.posts(), filter.page, filter.text, filter.type] as const,
  post: (id: number) => [...contentAdminKeys.all, 'post', id] as const,
  pages: () => [...contentAdminKeys.all, 'pages'] as const,
  page: (id: number) => [...contentAdminKeys.pages(), id] as const,
  pageCategories: () => [...contentAdminKeys.all, 'page-categories'] as const,
  faq: () => [...contentAdminKeys.all, 'faq'] as const,
};
