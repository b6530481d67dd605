import {
  accountStatus,
  changeEmail,
  changePassword,
  getProfile,
  memberLogout,
  updateProfile,
  uploadLogo,
  verifyMember,
} from '@tedarik/contract/accounts/member';
import { MSG } from '@tedarik/contract/accounts/public';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { forgetImages, withStoredImage } from '../../platform/images';
import { route } from '../../platform/route';
import { recordCheckboxes } from '../consents/service';
import { memberProfile, setLogo, updateMemberData } from '../members/service';
import { fromProfileFields, toProfile } from '../members/wire';
import { requestEmailChange } from './email-change';
import { withRetryAfter } from './login-throttle';
import * as accounts from './service';
import { endSession } from './sessions';
import { toAccountStatus, toSessionUser } from './wire';

/** A logo shows small (header avatar, company page, cards). */
const LOGO_SIZES = { maxSide: 600, thumbSide: 160 };

export const accountsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, verifyMember, async (req) =>
    toSessionUser(await accounts.sessionUser(db, req.memberId, req.sessionToken)),
  );

  route(app, accountStatus, async (req) => toAccountStatus(await accounts.accountStatus(db, req.memberId)));

  // a password or e-mail change and a logout end sessions: they name nothing, so they change everything and cached
  // sessions (platform/sessions.ts) are checked again. The current password is counted with the login's attempts
  // (login-throttle.ts): a wait answers 429 with Retry-After, as a login does
  route(app, changePassword, async (req, reply) => {
    await withRetryAfter(
      reply,
      accounts.changePassword(ctx, req.memberId, req.sessionToken, {
        currentPassword: req.body.esifre,
        newPassword: req.body.sifre,
      }),
    );
    return MSG.updated;
  });

  // the answer keeps its shape and the current e-mail: the new one counts once its mailed link is opened
  route(app, changeEmail, async (req, reply) => {
    await withRetryAfter(
      reply,
      requestEmailChange(ctx, req.memberId, { email: req.body.mail, password: req.body.sifre }),
    );
    return toSessionUser(await accounts.sessionUser(db, req.memberId, req.sessionToken));
  });

  // profile and logo: the answer is the refreshed session user, which the browser stores
  const me = async (req: { memberId: number; sessionToken: string }) =>
    toSessionUser(await accounts.sessionUser(db, req.memberId, req.sessionToken));
  route(app, getProfile, async (req) => {
    const m = await memberProfile(db, req.memberId);
    if (!m) throw notFound(MSG.loginFailed);
    return toProfile(m);
  });
  // changes everything (names nothing): a member's company and city are shown on other members' pages, and a rare
  // write is not worth tracking whose
  route(app, updateProfile, async (req) => {
    const { smsCheck, mailCheck, firmatel, wphat, ...rest } = req.body;
    const before = await memberProfile(db, req.memberId);
    const data = fromProfileFields({ ...rest, firmaTel: firmatel, wpHat: wphat, smsH: smsCheck, mailH: mailCheck });
    await updateMemberData(db, req.memberId, data);
    // a checkbox that changed is a consent given or withdrawn (consents area)
    if (before)
      await recordCheckboxes(db, { memberId: req.memberId, email: before.email, phone: data.phone }, before, data, {
        ip: req.ip,
        source: 'profil',
      });
    return me(req);
  });
  route(app, uploadLogo, async (req) => {
    const replaced = await withStoredImage(
      ctx.storage,
      'logos',
      req.body.file,
      async (image) => {
        const done = await setLogo(db, req.memberId, image.path);
        if (!done) throw notFound(MSG.loginFailed);
        return done;
      },
      LOGO_SIZES,
    );
    await forgetImages(ctx.storage, [replaced.previous]);
    // the logo is on the company's pages; the session stays
    req.changed(tag.member(req.memberId), tag.public, tag.admin);
    return me(req);
  });

  // the session's live streams end in every process, and its unused tickets go with it (platform/events.ts)
  route(app, memberLogout, async (req) => {
    const sessionId = await endSession(db, req.sessionToken);
    if (sessionId !== undefined) ctx.events.endSession(sessionId);
    return 'OK';
  });
};
