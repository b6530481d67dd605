import { applyForPackage, getPackages, PACKAGE_MSG } from '@tedarik/contract/packages/member';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { activeDefinitions, apply, latestSubscription } from './subscriptions';
import { toOwnPackage, toPackageOffer } from './wire';

export const packagesMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getPackages, async (req) => {
    const [definitions, latest] = await Promise.all([activeDefinitions(db), latestSubscription(db, req.memberId)]);
    return { liste: definitions.map(toPackageOffer), uyePaketi: latest ? toOwnPackage(latest) : null };
  });
  route(app, applyForPackage, async (req) => {
    await apply(db, req.memberId, req.body.secilenPaket);
    // nothing public: the application waits in the back-office
    req.changed(tag.member(req.memberId), tag.admin);
    return PACKAGE_MSG.applied;
  });
};
