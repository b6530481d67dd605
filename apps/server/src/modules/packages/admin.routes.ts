import {
  addSubscription,
  getActivePackages,
  getPackageChoices,
  setSubscriptionStatus,
} from '@tedarik/contract/packages/admin';
import { statusOf } from '@tedarik/contract/requests/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { activeDefinitions, activePackages, addPackage, memberSubscriptions, setStatus } from './subscriptions';
import { toPackageChoice, toSubscription } from './wire';

export const packagesAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const memberPackages = async (memberId: number) => {
    const [definitions, { current, past }] = await Promise.all([
      activeDefinitions(db),
      memberSubscriptions(db, memberId),
    ]);
    return {
      paketS: definitions.map(toPackageChoice),
      secili: current.map(toSubscription),
      gecmis: past.map(toSubscription),
    };
  };

  route(app, getPackageChoices, async () => (await activeDefinitions(db)).map(toPackageChoice));
  route(app, getActivePackages, async () =>
    (await activePackages(db)).map((row) => ({
      ...toSubscription(row),
      uy: { uyeid: row.member.id, firma: row.member.companyName, adsoyad: row.member.fullName },
    })),
  );
  route(app, setSubscriptionStatus, async (req) => {
    const { secilenAktifid, secilenAktifPaket, secilenAktifaciklama } = req.body;
    await setStatus(db, req.params.id, secilenAktifid, statusOf(secilenAktifPaket), secilenAktifaciklama);
    return memberPackages(req.params.id);
  });
  route(app, addSubscription, async (req) => {
    const b = req.body;
    await addPackage(db, req.params.id, {
      packageId: b.yeniPaket,
      startsOn: b.yeniPakettarih,
      months: b.yeniPaketsira,
      price: b.yeniPaketfiyat,
      note: b.yeniPaketAciklama,
    });
    return memberPackages(req.params.id);
  });
};
