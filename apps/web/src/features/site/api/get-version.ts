import type { zVersion } from '@tedarik/contract/site';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

/** GET /api/version: the deployed version (the back-office compares it with the one it stored). */
export const fetchVersion = () => getJson<z.infer<typeof zVersion>>('/api/version', { method: 'GET' });
