import { queryOptions } from '@tanstack/react-query';
import type { Post } from '@tedarik/contract/content';
import { getJson } from '../../../lib/http';

/** GET /api/blogdetay/{link}: one blog post or announcement (tip 2) with its full, sanitised text. */
export const fetchPost = (link: string) => getJson<Post>(`/api/blogdetay/${encodeURIComponent(link)}`);

export const postQuery = (link: string) =>
  queryOptions({ queryKey: ['content', 'post', link], queryFn: () => fetchPost(link) });
