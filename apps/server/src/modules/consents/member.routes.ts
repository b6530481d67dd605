import { MSG } from '@tedarik/contract/accounts/public';
import { answerLegalText, getMyConsents, setChannelConsent } from '@tedarik/contract/consents/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { memberProfile } from '../members/service';
import * as consents from './service';

export const consentsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  /** the member as its consents are kept: its id, e-mail and mobile phone */
  const holder = async (memberId: number) => {
    const m = await memberProfile(db, memberId);
    if (!m) throw notFound(MSG.loginFailed);
    return { memberId, email: m.email, phone: m.phone };
  };
  route(app, getMyConsents, async (req) => consents.memberConsents(db, await holder(req.memberId)));
  route(
    app,
    setChannelConsent,
    async (req) => {
      const h = await holder(req.memberId);
      await consents.setMemberChannel(db, h, req.params.channel, req.body.granted, req.ip);
      return consents.memberConsents(db, h);
    },
    { config: memberLimit(30) },
  );
  route(
    app,
    answerLegalText,
    async (req) => {
      const h = await holder(req.memberId);
      await consents.answerText(db, h, req.params.kind, req.body, req.ip);
      return consents.memberConsents(db, h);
    },
    { config: memberLimit(30) },
  );
};
