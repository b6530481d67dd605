// The back-office's settings screens: site (genelAyarlar), social media, mail and SMS (admin spec §7).
import {
  getMailSettings,
  getSiteSettings,
  getSmsSettings,
  getSocialSettings,
  sendTestMail,
  sendTestSms,
  updateMailSettings,
  updateSiteSettings,
  updateSmsSettings,
  updateSocialSettings,
} from '@tedarik/contract/settings/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { limit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as settings from './service';
import { fromMailFields, fromSmsFields, toAdminMail, toAdminSite, toAdminSms } from './wire';

export const settingsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getSiteSettings, async () => toAdminSite(await settings.getSettings(db, 'site')));
  route(app, updateSiteSettings, async (req) => toAdminSite(await settings.updateSite(ctx, req.body)));

  route(app, getSocialSettings, () => settings.getSettings(db, 'social'));
  route(app, updateSocialSettings, (req) => settings.updateSocial(ctx, req.body));

  route(app, getMailSettings, async () => toAdminMail(await settings.getSettings(db, 'mail')));
  route(app, updateMailSettings, async (req) => toAdminMail(await settings.updateMail(ctx, fromMailFields(req.body))));
  // a test waits for the transport: a few a minute are plenty (an SMS costs credit)
  route(app, sendTestMail, (req) => settings.sendTestMail(ctx, req.body.stgelen), { config: limit(10) });

  route(app, getSmsSettings, async () => toAdminSms(await settings.getSettings(db, 'sms')));
  route(app, updateSmsSettings, async (req) => toAdminSms(await settings.updateSms(ctx, fromSmsFields(req.body))));
  route(app, sendTestSms, (req) => settings.sendTestSms(ctx, req.body.stgelen), { config: limit(10) });
};
