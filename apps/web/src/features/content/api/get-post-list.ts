import { queryOptions } from '@tanstack/react-query';
import { getAnnouncementList, getBlogList } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import type { PostKind } from '../links';
import { contentKeys } from './keys';

/** 'blog' → GET /api/blogList-{page}, 'duyuru' (announcements) → GET /api/duyuruList-{page}; 9 posts a page. */
const LIST = { blog: getBlogList, duyuru: getAnnouncementList } as const;

export const postListQuery = (kind: PostKind, page: number) =>
  queryOptions({
    queryKey: contentKeys.posts(kind, page),
    queryFn: () => call(LIST[kind], { params: { page } }),
  });
