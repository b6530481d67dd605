import type { Post } from '@tedarik/contract/content/public';

/** Blog posts and announcements (duyuru): two lists of one kind of content. */
export type PostKind = 'blog' | 'duyuru';

/** Announcements (tip 2) live under /duyuru, blog posts under /blog (spec §2). */
export const postKindOf = (post: Pick<Post, 'tip'>): PostKind => (post.tip === 2 ? 'duyuru' : 'blog');

export const postHref = (post: Pick<Post, 'tip' | 'link'>) => `/${postKindOf(post)}-${post.link}`;

/** The list page of a kind: '/blog', '/blog-2'. */
export const postListHref = (kind: PostKind, page: number) => (page > 1 ? `/${kind}-${page}` : `/${kind}`);

export const POST_LABEL = { blog: 'Blog', duyuru: 'Duyurular' } as const;
