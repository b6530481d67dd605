// Web push's public key for anyone (contract: push/public.ts): a browser subscribes with it before it tells who it is.
import { pushKey } from '@tedarik/contract/push/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';

export const pushPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { vapid }) => {
  route(app, pushKey, () => ({ publicKey: vapid.publicKey }));
};
