import { INBOX_MSG, sendContact, subscribeNewsletter } from '@tedarik/contract/inbox/public';
import { normalizeEmail } from '@tedarik/contract/text';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { limit } from '../../platform/reply';
import { route } from '../../platform/route';
import { setAddressConsent } from '../consents/service';
import { receiveContact, subscribe } from './service';
import { fromContactFields } from './wire';

export const inboxPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    sendContact,
    async (req) => {
      await receiveContact(ctx, fromContactFields(req.body));
      return 'Ok';
    },
    { config: limit(5, '10 minutes') },
  );
  route(
    app,
    subscribeNewsletter,
    async (req) => {
      await subscribe(ctx.db, req.body.email);
      // the subscription is a consent to commercial mail, recorded (consents area): a repeated one records nothing
      await setAddressConsent(ctx.db, {
        address: normalizeEmail(req.body.email),
        channel: 'eposta',
        granted: true,
        ip: req.ip,
        source: 'bulten',
      });
      return INBOX_MSG.subscribed;
    },
    { config: limit(10, '10 minutes') },
  );
};
