import type { PostKind } from '../links';

// Query keys of the public content.
export const contentKeys = {
  all: ['content'] as const,
  home: () => [...contentKeys.all, 'home'] as const,
  slides: () => [...contentKeys.all, 'slides'] as const,
  faq: () => [...contentKeys.all, 'faq'] as const,
  page: (link: string) => [...contentKeys.all, 'page', link] as const,
  posts: (kind: PostKind, page: number) => [...contentKeys.all, 'posts', kind, page] as const,
  post: (link: string) => [...contentKeys.all, 'post', link] as const,
};
