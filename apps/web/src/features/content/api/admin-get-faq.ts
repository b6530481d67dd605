import { queryOptions } from '@tanstack/react-query';
import { getAdminFaq } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/SSSList → the frequently asked questions {id, soru, cevap, sira}, in order. */
export const adminFaqQuery = () => queryOptions({ queryKey: contentAdminKeys.faq(), queryFn: () => call(getAdminFaq) });
