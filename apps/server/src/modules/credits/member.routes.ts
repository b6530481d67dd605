// The member's v2 calls of its quote credits (contract: credits/member.ts). Never cached: an offer changes them.
import { getMyCreditLedger, getMyCredits } from '@tedarik/contract/credits/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import * as credits from './service';
import { toEntry, toPack } from './wire';

const PAGE = 20;

export const creditsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMyCredits, async (req) => {
    const [balance, packs] = await Promise.all([credits.balanceOf(db, req.memberId), credits.packs.onSale(db)]);
    return { ...balance, packs: packs.map(toPack) };
  });
  route(app, getMyCreditLedger, async ({ memberId, query }) => {
    const page = await cursorPage(
      query.limit ?? PAGE,
      (take) => credits.ledgerPage(db, memberId, take, query.cursor),
      (e) => e.id,
    );
    return { ...page, items: page.items.map(toEntry) };
  });
};
