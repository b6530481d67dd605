import { getAdminCounters, getAdminHome } from '@tedarik/contract/content/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { isoDate } from '../../platform/paging';
import { route } from '../../platform/route';
import { memberCounts } from '../members/service';
import { pendingRatings } from '../offers/service';
import { toAdminRating } from '../offers/wire';
import { pendingApplications } from '../packages/service';
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
      indexPaketList: applications.map(({ subscription: s, definition: d, member: m }) => ({
        uypkt: {
          id: s.id,
          tarih: isoDate(s.createdAt),
          sureAy: s.months,
          ucret: s.price,
          aciklama: s.note,
          tarihBaslangic: s.startsOn,
          durum: s.status,
        },
        pkt: { baslik: d.title, durum: d.active },
        uy: { uyeid: m.id, firma: m.companyName, adsoyad: m.fullName },
      })),
      indexTalepList: requests.map(toAdminRow),
    };
  });
};
