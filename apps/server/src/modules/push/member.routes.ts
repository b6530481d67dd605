// The member's subscribing and unsubscribing of this browser to web push (contract: push/member.ts).
import { deletePushSubscription, PUSH_MSG, savePushSubscription } from '@tedarik/contract/push/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { deleteSubscription, saveSubscription } from './service';

export const pushMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, savePushSubscription, async (req) => {
    req.changed(); // no cached answer shows subscriptions
    await saveSubscription(db, req.memberId, req.body);
    return { message: PUSH_MSG.saved };
  });
  route(app, deletePushSubscription, async (req) => {
    req.changed();
    await deleteSubscription(db, req.memberId, req.body.endpoint);
    return { message: PUSH_MSG.removed };
  });
};
