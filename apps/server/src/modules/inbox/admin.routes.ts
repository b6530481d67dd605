import { getUnreadContactCount } from '@tedarik/contract/inbox/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { unreadContactCount } from './service';

export const inboxAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getUnreadContactCount, () => unreadContactCount(db));
};
