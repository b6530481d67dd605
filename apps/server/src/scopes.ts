// The areas' routes in their four scopes (DESIGN §2b): public (a member's credentials read where a call may use
// them), member, admin and the open API (a company's key, decision 0065), each guarded as a whole; platform/route-schema.ts checks that each call's auth fits its scope.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountsAdminRoutes } from './modules/accounts/admin.routes';
import { accountsAdminTeamRoutes } from './modules/accounts/admin-team.routes';
import { accountsMemberRoutes } from './modules/accounts/member.routes';
import { accountsPublicRoutes } from './modules/accounts/public.routes';
import { accountsPublicAdminRoutes } from './modules/accounts/public-admin.routes';
import { resolveAdmin, resolveMember } from './modules/accounts/sessions';
import { apiKeysMemberRoutes } from './modules/api-keys/member.routes';
import { resolveKey } from './modules/api-keys/service';
import { attachmentsAdminRoutes } from './modules/attachments/admin.routes';
import { attachmentsMemberRoutes } from './modules/attachments/member.routes';
import { auditAdminRoutes } from './modules/audit/admin.routes';
import { catalogAdminRoutes } from './modules/catalog/admin.routes';
import { catalogPublicRoutes } from './modules/catalog/public.routes';
import { consentsAdminRoutes } from './modules/consents/admin.routes';
import { consentsMemberRoutes } from './modules/consents/member.routes';
import { consentsPublicRoutes } from './modules/consents/public.routes';
import { contentAdminRoutes } from './modules/content/admin.routes';
import { contentPublicRoutes } from './modules/content/public.routes';
import { conversationsAdminRoutes } from './modules/conversations/admin.routes';
import { conversationsMemberRoutes } from './modules/conversations/member.routes';
import { creditsAdminRoutes } from './modules/credits/admin.routes';
import { creditsMemberRoutes } from './modules/credits/member.routes';
import { eventsMemberRoutes } from './modules/events/member.routes';
import { eventsPublicRoutes } from './modules/events/public.routes';
import { exportsMemberRoutes } from './modules/exports/member.routes';
import { inboxAdminRoutes } from './modules/inbox/admin.routes';
import { inboxPublicRoutes } from './modules/inbox/public.routes';
import { jobsAdminRoutes } from './modules/jobs/admin.routes';
import { landingPublicRoutes } from './modules/landing/public.routes';
import { matchingMemberRoutes } from './modules/matching/member.routes';
import { membersAdminRoutes } from './modules/members/admin.routes';
import { membersPublicRoutes } from './modules/members/public.routes';
import { moderationAdminRoutes } from './modules/moderation/admin.routes';
import { notificationsMemberRoutes } from './modules/notifications/member.routes';
import { offersAdminRoutes } from './modules/offers/admin.routes';
import { offersMemberRoutes } from './modules/offers/member.routes';
import { offersMemberComparisonRoutes } from './modules/offers/member-comparison.routes';
import { offersMemberDeskRoutes } from './modules/offers/member-desk.routes';
import { offersMemberReviewRoutes } from './modules/offers/member-review.routes';
import { offersOpenRoutes } from './modules/offers/open.routes';
import { ordersAdminRoutes } from './modules/orders/admin.routes';
import { ordersAdminSettingsRoutes } from './modules/orders/admin-settings.routes';
import { ordersMemberRoutes } from './modules/orders/member.routes';
import { packagesAdminRoutes } from './modules/packages/admin.routes';
import { packagesMemberRoutes } from './modules/packages/member.routes';
import { privacyAdminRoutes } from './modules/privacy/admin.routes';
import { privacyMemberRoutes } from './modules/privacy/member.routes';
import { productsAdminRoutes } from './modules/products/admin.routes';
import { productsMemberRoutes } from './modules/products/member.routes';
import { productsPublicRoutes } from './modules/products/public.routes';
import { pushMemberRoutes } from './modules/push/member.routes';
import { pushPublicRoutes } from './modules/push/public.routes';
import { ratesAdminRoutes } from './modules/rates/admin.routes';
import { reputationMemberRoutes } from './modules/reputation/member.routes';
import { reputationPublicRoutes } from './modules/reputation/public.routes';
import { requestsAdminRoutes } from './modules/requests/admin.routes';
import { requestsMemberRoutes } from './modules/requests/member.routes';
import { requestsOpenRoutes } from './modules/requests/open.routes';
import { requestsPublicRoutes } from './modules/requests/public.routes';
import { seoPublicRoutes } from './modules/seo/public.routes';
import { settingsAdminRoutes } from './modules/settings/admin.routes';
import { settingsPublicRoutes } from './modules/settings/public.routes';
import { supportAdminRoutes } from './modules/support/admin.routes';
import { supportMemberRoutes } from './modules/support/member.routes';
import { verificationAdminRoutes } from './modules/verification/admin.routes';
import { verificationMemberRoutes } from './modules/verification/member.routes';
import { verificationPublicRoutes } from './modules/verification/public.routes';
import { webhooksMemberRoutes } from './modules/webhooks/member.routes';
import { auditHook } from './platform/audit';
import { adminGuard, guard, keyGuard, optionalViewer, refuseKeyScopes, refuseRoles } from './platform/auth';
import type { AppContext } from './platform/context';
import { refuseCrossSite } from './platform/same-site';
import { cachedSessions } from './platform/sessions';

const SCOPES: Record<'public' | 'member' | 'admin' | 'open', FastifyPluginAsync<AppContext>[]> = {
  public: [
    ...[settingsPublicRoutes, catalogPublicRoutes, contentPublicRoutes, requestsPublicRoutes, productsPublicRoutes],
    ...[membersPublicRoutes, inboxPublicRoutes, seoPublicRoutes, accountsPublicRoutes, eventsPublicRoutes],
    ...[pushPublicRoutes, verificationPublicRoutes, reputationPublicRoutes, landingPublicRoutes, consentsPublicRoutes],
    accountsPublicAdminRoutes, // the back-office calls that need no session: login, forgot and reset password
  ],
  member: [
    ...[accountsMemberRoutes, requestsMemberRoutes, offersMemberRoutes, notificationsMemberRoutes],
    ...[packagesMemberRoutes, productsMemberRoutes, supportMemberRoutes, attachmentsMemberRoutes],
    ...[offersMemberDeskRoutes, offersMemberComparisonRoutes, conversationsMemberRoutes, eventsMemberRoutes],
    ...[pushMemberRoutes, verificationMemberRoutes, reputationMemberRoutes, offersMemberReviewRoutes],
    ...[matchingMemberRoutes, ordersMemberRoutes, creditsMemberRoutes, exportsMemberRoutes, apiKeysMemberRoutes],
    ...[privacyMemberRoutes, webhooksMemberRoutes, consentsMemberRoutes],
  ],
  admin: [
    ...[accountsAdminRoutes, inboxAdminRoutes, contentAdminRoutes, requestsAdminRoutes, offersAdminRoutes],
    ...[packagesAdminRoutes, productsAdminRoutes, membersAdminRoutes, supportAdminRoutes, catalogAdminRoutes],
    ...[settingsAdminRoutes, attachmentsAdminRoutes, ratesAdminRoutes, jobsAdminRoutes],
    ...[conversationsAdminRoutes, moderationAdminRoutes, accountsAdminTeamRoutes, auditAdminRoutes],
    ...[verificationAdminRoutes, privacyAdminRoutes],
    ...[ordersAdminRoutes, ordersAdminSettingsRoutes, creditsAdminRoutes, consentsAdminRoutes],
  ],
  // the open API (decision 0065): a company's key, never a session
  open: [requestsOpenRoutes, offersOpenRoutes],
};

export async function registerScopes(app: FastifyInstance, ctx: AppContext, publicUrl: string) {
  const member = cachedSessions(ctx.cache, 'member', (c) => resolveMember(ctx.db, c));
  const admin = cachedSessions(ctx.cache, 'admin', (c) => resolveAdmin(ctx.db, c));
  const scope = (audience: keyof typeof SCOPES, setUp: (s: FastifyInstance) => void) =>
    app.register(async (s) => {
      s.decorate('audience', audience);
      setUp(s);
      for (const routes of SCOPES[audience]) await s.register(routes, ctx);
    });
  await scope('public', (s) => {
    s.decorate('resolveViewer', optionalViewer(member));
    s.addHook('onRequest', refuseCrossSite(publicUrl));
  });
  await scope('member', (s) => s.addHook('onRequest', guard(member, 'memberId')));
  // the guard, then the route's roles (decision 0054); every write and declared personal read is audited
  await scope('admin', (s) => {
    s.addHook('onRequest', adminGuard(admin));
    s.addHook('onRequest', refuseRoles);
    s.addHook('onSend', auditHook(ctx.db));
  });
  // the key, then the route's scope; each call counted per key (route.ts)
  await scope('open', (s) => {
    s.addHook(
      'onRequest',
      keyGuard((header) => resolveKey(ctx.db, header, ctx.clock.now())),
    );
    s.addHook('onRequest', refuseKeyScopes);
  });
}
