import { queryOptions } from '@tanstack/react-query';
import { getRatesJob } from '@tedarik/contract/rates/admin';
import { call } from '../../../lib/call';
import { ratesAdminKeys } from './admin-keys';

/** GET /adn_api/v2/rates/job → the TCMB fetch's last success and failure. */
export const ratesJobQuery = () => queryOptions({ queryKey: ratesAdminKeys.job(), queryFn: () => call(getRatesJob) });
