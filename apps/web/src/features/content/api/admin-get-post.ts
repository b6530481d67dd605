import { queryOptions } from '@tanstack/react-query';
import { getAdminPost } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/blogdetay-{id} → one blog post or announcement (tip, baslik, tarih, link, etiketler, metin, resim). */
export const adminPostQuery = (id: number) =>
  queryOptions({ queryKey: contentAdminKeys.post(id), queryFn: () => call(getAdminPost, { params: { id } }) });
