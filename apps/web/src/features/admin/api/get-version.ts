import { getVersion } from '@tedarik/contract/settings/public';
import { call } from '../../../lib/call';

/** GET /api/version: the deployed version (the back-office compares it with the one it stored). */
export const fetchVersion = () => call(getVersion);
