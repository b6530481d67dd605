// 'Webhook Adresleri' (issue 52 item 4, decision 0068): the company's webhooks, added (the signing secret shown this
// once), listed, deleted, sent a test event; their last deliveries. Never cached: the deliveries change in the
// background.
import {
  createWebhook,
  deleteWebhook,
  getMyWebhooks,
  getWebhookDeliveries,
  MAX_WEBHOOKS,
  pingWebhook,
  WEBHOOK_MSG,
} from '@tedarik/contract/webhooks/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as hooks from './service';
import { toDelivery, toWebhook } from './wire';

export const webhooksMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMyWebhooks, async (req) => ({
    items: (await hooks.companyWebhooks(db, req.memberId)).map(toWebhook),
    max: MAX_WEBHOOKS,
  }));
  route(
    app,
    createWebhook,
    async (req) => {
      const { row, secret } = await hooks.createWebhook(ctx, req.memberId, req.body);
      req.changed();
      return { ...toWebhook(row), secret };
    },
    { config: memberLimit(20) },
  );
  route(app, deleteWebhook, async (req) => {
    await hooks.deleteWebhook(db, req.memberId, req.params.id);
    req.changed();
    return { message: WEBHOOK_MSG.deleted };
  });
  route(
    app,
    pingWebhook,
    async (req) => {
      await hooks.pingWebhook(db, req.memberId, req.params.id);
      app.tasks.kick();
      return { message: WEBHOOK_MSG.pingSent };
    },
    { config: memberLimit(20) },
  );
  route(app, getWebhookDeliveries, async (req) => ({
    items: (await hooks.deliveriesOf(db, req.memberId, req.params.id)).map(toDelivery),
  }));
};
