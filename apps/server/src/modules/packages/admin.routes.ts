import {
  addDefinition,
  addSubscription,
  DEFINITION_MSG,
  getActivePackages,
  getDefinition,
  getDefinitions,
  getPackageChoices,
  replaceDefinitionImage,
  setSubscriptionStatus,
  updateDefinition,
} from '@tedarik/contract/packages/admin';
import { statusOf } from '@tedarik/contract/requests/admin';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { packageDefinitions } from '../../db/schema/packages';
import { adminResource, tableStore } from '../../platform/admin-resource';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { memberPackages } from './service';
import { activeDefinitions, activePackages, addPackage, setStatus } from './subscriptions';
import { fromDefinitionFields, toDefinition, toMemberPackages, toPackageChoice, toSubscription } from './wire';

export const packagesAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, storage } = ctx;
  // package definitions (koleksiyon): a content resource; no delete call (admin spec §7), an old one is made inactive
  adminResource(app, storage, {
    folder: 'koleksiyon',
    roles: ['accounting'],
    notFound: DEFINITION_MSG.notFound,
    store: tableStore(db, packageDefinitions, [asc(packageDefinitions.price), asc(packageDefinitions.id)]),
    toWire: toDefinition,
    fromWire: fromDefinitionFields,
    richText: ['metin'],
    calls: {
      list: getDefinitions,
      detail: getDefinition,
      add: addDefinition,
      update: updateDefinition,
      image: replaceDefinitionImage,
    },
  });

  const packagesOf = async (memberId: number) => toMemberPackages(await memberPackages(db, memberId));

  route(app, getPackageChoices, async () => (await activeDefinitions(db)).map(toPackageChoice), {
    roles: ['moderator', 'accounting'],
  });
  route(
    app,
    getActivePackages,
    async () =>
      (await activePackages(db)).map((row) => ({
        ...toSubscription(row),
        uy: { uyeid: row.member.id, firma: row.member.companyName, adsoyad: row.member.fullName },
      })),
    { roles: ['moderator', 'accounting'] },
  );
  route(
    app,
    setSubscriptionStatus,
    async (req) => {
      const { secilenAktifid, secilenAktifPaket, secilenAktifaciklama } = req.body;
      await setStatus(ctx, req.params.id, secilenAktifid, statusOf(secilenAktifPaket), secilenAktifaciklama);
      return packagesOf(req.params.id);
    },
    { roles: ['moderator', 'accounting'] },
  );
  route(
    app,
    addSubscription,
    async (req) => {
      const b = req.body;
      await addPackage(
        db,
        req.params.id,
        {
          packageId: b.yeniPaket,
          startsOn: b.yeniPakettarih,
          months: b.yeniPaketsira,
          price: b.yeniPaketfiyat,
          note: b.yeniPaketAciklama,
        },
        ctx.clock.now(),
      );
      return packagesOf(req.params.id);
    },
    { roles: ['accounting'] },
  );
};
