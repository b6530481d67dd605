import { queryOptions } from '@tanstack/react-query';
import { getSlides } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/slideList → every slide, in order. */
export const adminSlidesQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.slides(), queryFn: () => call(getSlides) });
