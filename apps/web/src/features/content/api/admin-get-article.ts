import { queryOptions } from '@tanstack/react-query';
import { getArticle } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/makaledetay-{id} → one article. */
export const adminArticleQuery = (id: number) =>
  queryOptions({ queryKey: contentAdminKeys.article(id), queryFn: () => call(getArticle, { params: { id } }) });
