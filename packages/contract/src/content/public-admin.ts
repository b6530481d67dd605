// The back-office's content call that needs no session: the places an ad may show (the ad form loads it first).
import { z } from 'zod';
import { defineCall } from '../call';
import { zAdType } from './admin';

/** GET /adn_api/reklamTipList: where an ad may show (no credentials: the ad form loads it before anything else). */
export const getAdTypes = defineCall({
  method: 'GET',
  path: '/adn_api/reklamTipList',
  auth: 'none',
  response: z.array(zAdType),
});
