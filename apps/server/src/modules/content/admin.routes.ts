import { getAdminCounters, getAdminHome } from '@tedarik/contract/content/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { isoDate } from '../../platform/paging';
import { route } from '../../platform/route';
import { memberCounts } from '../members/service';
import { pendingRatings } from '../offers/service';
import { toAdminRating } from '../offers/wire';
import { pendingApplications } from '../packages/service';
import { toSubscription } from '../packages/wire';
import { productCount } from '../products/service';
import { pendingRequests, requestCount } from '../requests/service';
import { toAdminRow } from '../requests/wire';
import { pendingTickets } from '../support/service';

export const contentAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getAdminCounters, async () => {
    const [people, products, requests] = await Promise.all([memberCounts(db), productCount(db), requestCount(db)]);
    return { uyeC: people.all, firmaC: people.companies, urunC: products, talepC: requests };
  });

  route(app, getAdminHome, async () => {
    const [ratings, tickets, applications, requests] = await Promise.all([
      pendingRatings(db),
      pendingTickets(db),
      pendingApplications(db),
      pendingRequests(db),
    ]);
    return {
      indexFirmaYorumList: ratings.map(toAdminRating),
      indexDestekTalepleriList: tickets.map((t) => ({
        id: t.id,
        baslik: t.subject,
        tarih: isoDate(t.createdAt),
        donus: t.customerLast,
        uyeAd: t.memberName,
        uyeid: t.memberId,
      })),
      // waiting applications: not running
      indexPaketList: applications.map((row) => ({
        ...toSubscription({ ...row, running: false }),
        uy: { uyeid: row.member.id, firma: row.member.companyName, adsoyad: row.member.fullName },
      })),
      indexTalepList: requests.map(toAdminRow),
    };
  });
};
