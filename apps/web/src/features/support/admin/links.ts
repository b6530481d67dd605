import { ADMIN_HOME } from '../../../lib/paths';

/** destekList, ?sayfa=N from page 2 on (admin spec §2 "Support"). */
export const ticketListHref = (page = 1) => `${ADMIN_HOME}/destekList${page > 1 ? `?sayfa=${page}` : ''}`;
