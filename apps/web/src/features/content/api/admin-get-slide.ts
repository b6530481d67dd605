import { queryOptions } from '@tanstack/react-query';
import { getSlide } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/slidedetay-{id} → one slide. */
export const adminSlideQuery = (id: number) =>
  queryOptions({ queryKey: contentAdminKeys.slide(id), queryFn: () => call(getSlide, { params: { id } }) });
