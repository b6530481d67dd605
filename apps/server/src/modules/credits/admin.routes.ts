// The back-office's calls of quote credits (contract: credits/admin.ts): the Yönetici's and the Muhasebe's (credits
// are bought with money: decision 0059). A correction writes its own audit row (balance before and after) in its
// transaction; the packs' writes get the admin scope's generic row.
import {
  addCreditPack,
  correctCompanyCredits,
  findCreditCompanies,
  getCompanyCredits,
  getCreditPacks,
  getCreditStats,
  updateCreditPack,
} from '@tedarik/contract/credits/admin';
import { CREDIT_MSG } from '@tedarik/contract/credits/member';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf, writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import { findCompanies } from './companies';
import * as credits from './service';
import { toEntry, toPack } from './wire';

const PAGE = 30;
const ROLES = { roles: ['accounting'] } as const;

export const creditsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, findCreditCompanies, async ({ query }) => ({ items: await findCompanies(db, query.q) }), ROLES);
  route(
    app,
    getCompanyCredits,
    async ({ params, query }) => {
      const company = await credits.companyOf(db, params.id);
      const [balance, ledger] = await Promise.all([
        credits.balanceOf(db, company.id),
        cursorPage(
          query.limit ?? PAGE,
          (take) => credits.ledgerPage(db, company.id, take, query.cursor),
          (e) => e.id,
        ),
      ]);
      return {
        memberId: company.id,
        companyName: company.companyName,
        ...balance,
        ledger: { ...ledger, items: ledger.items.map(toEntry) },
      };
    },
    ROLES,
  );
  route(
    app,
    correctCompanyCredits,
    async (req) => {
      const { amount, reason } = req.body;
      const total = await credits.correct(
        db,
        { memberId: req.params.id, amount, reason, adminId: req.adminId, at: ctx.clock.now() },
        (tx, before, after) =>
          writeAudit(tx, auditOf(req), {
            targetType: 'credits',
            targetId: req.params.id,
            before: { total: before },
            after: { total: after, amount, reason },
          }),
      );
      return { message: CREDIT_MSG.corrected, total };
    },
    ROLES,
  );
  route(app, getCreditPacks, async () => ({ items: (await credits.packs.list(db)).map(toPack) }), ROLES);
  route(app, addCreditPack, async (req) => toPack(await credits.packs.add(db, req.body)), ROLES);
  route(app, updateCreditPack, async (req) => toPack(await credits.packs.update(db, req.params.id, req.body)), ROLES);
  route(
    app,
    getCreditStats,
    async ({ query }) => ({ days: await credits.dailyStats(db, ctx.clock.now(), query.days ?? 30) }),
    ROLES,
  );
};
