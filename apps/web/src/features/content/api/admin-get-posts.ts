import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAdminPosts } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { contentAdminKeys, type PostListFilter } from './admin-keys';

/**
 * GET /adn_api/blogList-{page}?icerik=&tip= → {toplamDuyuru, duyuruListesi, adet = pages, sayfa}: blog posts and
 * announcements newest first, 20 a page; tip 0 every post, 1 blog posts, 2 announcements; icerik searches the title
 * and the tags.
 */
export const adminPostsQuery = (filter: PostListFilter) =>
  queryOptions({
    queryKey: contentAdminKeys.postPage(filter),
    queryFn: () =>
      call(getAdminPosts, {
        params: { page: filter.page },
        query: { icerik: filter.text || undefined, tip: filter.type },
      }),
    placeholderData: keepPreviousData,
  });
