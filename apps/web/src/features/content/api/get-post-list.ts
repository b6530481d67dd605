import { queryOptions } from '@tanstack/react-query';
import type { PostPage } from '@tedarik/contract/content';
import { getJson } from '../../../lib/http';

/** 'blog' → GET /api/blogList-{page}, 'duyuru' (announcements) → GET /api/duyuruList-{page}; 9 posts a page. */
export type PostKind = 'blog' | 'duyuru';

export const fetchPostList = (kind: PostKind, page: number) =>
  getJson<PostPage>(`/api/${kind === 'blog' ? 'blogList' : 'duyuruList'}-${page}`);

export const postListQuery = (kind: PostKind, page: number) =>
  queryOptions({ queryKey: ['content', 'posts', kind, page], queryFn: () => fetchPostList(kind, page) });
