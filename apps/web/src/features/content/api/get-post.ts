import { queryOptions } from '@tanstack/react-query';
import { getPost } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import { contentKeys } from './keys';

/** GET /api/blogdetay/{link}: one blog post or announcement (tip 2) with its full, sanitised text. */
export const postQuery = (link: string) =>
  queryOptions({ queryKey: contentKeys.post(link), queryFn: () => call(getPost, { params: { title: link } }) });
