import { queryOptions } from '@tanstack/react-query';
import { getArticles } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/makaleList → every article, upper place first, then by order. */
export const adminArticlesQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.articles(), queryFn: () => call(getArticles) });
