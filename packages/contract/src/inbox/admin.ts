// The contact inbox and newsletter list of the back-office (admin spec §2, §7).
import { z } from 'zod';
import { defineCall } from '../call';

/** GET /adn_api/iletisimCount → the number of unread contact messages (a bare JSON number). */
export const getUnreadContactCount = defineCall({
  method: 'GET',
  path: '/adn_api/iletisimCount',
  auth: 'admin',
  response: z.number(),
});
