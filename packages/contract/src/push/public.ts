// Web push for anyone (issue 38 item 5): the server's public key, which a browser subscribes with before it says who it
// is; the member's subscriptions are member.ts's.
import { z } from 'zod';
import { defineCall } from '../call';

/** GET /api/v2/push/key: the server's public VAPID key (base64url), the browser's applicationServerKey. */
export const pushKey = defineCall({
  method: 'GET',
  path: '/api/v2/push/key',
  summary: 'Tarayıcı bildirimlerinin açık anahtarı',
  operationId: 'pushKey',
  auth: 'none',
  response: z.object({ publicKey: z.string() }),
});
