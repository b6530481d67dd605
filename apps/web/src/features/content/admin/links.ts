// The back-office's content screens (admin spec §2 "Pages", "FAQ", "Articles", "Slides", "Ads", "Blog and
// announcements"). The blog list keeps its page in the path (Blogs, blogs-2) and its search and type in the query
// (?icerik=boru&tip=2), so every page of a search has its own link and the back button returns to it.
import { ADMIN_HOME } from '../../../lib/paths';
import { pageNumber } from '../../../ui/page-window';
import type { PostListFilter, PostTypeFilter } from '../api/admin-keys';

export const contentHref = {
  articles: `${ADMIN_HOME}/makaleler`,
  addArticle: `${ADMIN_HOME}/makaleEkle`,
  article: (id: number) => `${ADMIN_HOME}/makaledetay-${id}`,
  articleImage: (id: number) => `${ADMIN_HOME}/makaledetayimg-${id}`,
  slides: `${ADMIN_HOME}/slides`,
  addSlide: `${ADMIN_HOME}/slideEkle`,
  slide: (id: number) => `${ADMIN_HOME}/slidesdetay-${id}`,
  slideImage: (id: number) => `${ADMIN_HOME}/slidedetayimg-${id}`,
  ads: `${ADMIN_HOME}/reklamlar`,
  addAd: `${ADMIN_HOME}/reklamEkle`,
  ad: (id: number) => `${ADMIN_HOME}/reklamdetay-${id}`,
  adImage: (id: number) => `${ADMIN_HOME}/reklamdetayimg-${id}`,
  posts: `${ADMIN_HOME}/Blogs`,
  addPost: `${ADMIN_HOME}/blogekle`,
  post: (id: number) => `${ADMIN_HOME}/blogsdetay-${id}`,
  postImage: (id: number) => `${ADMIN_HOME}/blogsdetayimg-${id}`,
  pages: `${ADMIN_HOME}/sayfalar`,
  addPage: `${ADMIN_HOME}/sayfaekle`,
  page: (id: number) => `${ADMIN_HOME}/sayfalar-${id}`,
  pageCategories: `${ADMIN_HOME}/sayfaKat`,
};

const POST_LIST_PARAMS = { text: 'icerik', type: 'tip' } as const;

const typeOf = (value: string | null): PostTypeFilter => (value === '1' ? 1 : value === '2' ? 2 : 0);

/** The blog list's filter: the page from the path (blogs-{page}, 1 for Blogs), the search and type from the query. */
export function postListFilter(page: string | number | undefined, search: string | URLSearchParams): PostListFilter {
  const query = new URLSearchParams(search);
  return {
    page: pageNumber(page === undefined ? null : String(page)),
    text: (query.get(POST_LIST_PARAMS.text) ?? '').trim(),
    type: typeOf(query.get(POST_LIST_PARAMS.type)),
  };
}

/** '/adminimt/blogs-2?icerik=boru&tip=1'; page 1 is the menu's '/adminimt/Blogs', an empty filter is left out. */
export function postListHref(filter: Partial<PostListFilter> = {}): string {
  const query = new URLSearchParams();
  if (filter.text?.trim()) query.set(POST_LIST_PARAMS.text, filter.text.trim());
  if (filter.type) query.set(POST_LIST_PARAMS.type, String(filter.type));
  const text = query.toString();
  const path = filter.page && filter.page > 1 ? `${ADMIN_HOME}/blogs-${filter.page}` : contentHref.posts;
  return `${path}${text ? `?${text}` : ''}`;
}
