// The back-office home page: counters and the four tables of pending work (admin spec §2 "Dashboard", §7).
import { z } from 'zod';
import { defineCall } from '../call';
import { zAdminRating } from '../offers/admin';
import { zAdminRequestRow } from '../requests/admin';
import { zCounters } from './public';

export const DASHBOARD_MSG = {
  noApplications: 'Bekleyen paket başvurusu bulunmuyor.',
  noRequests: 'Bekleyen talep bulunmuyor...',
  noTickets: 'Bekleyen destek talebi bulunmuyor.',
  noRatings: 'Bekleyen yorum bulunmuyor.',
} as const;

const zMemberRef = z.object({ uyeid: z.number(), firma: z.string(), adsoyad: z.string() });

export const zPendingApplication = z.object({
  uypkt: z.object({
    id: z.number(),
    tarih: z.string(),
    sureAy: z.number(),
    ucret: z.number(),
    aciklama: z.string(),
    tarihBaslangic: z.string().nullable(),
    durum: z.boolean().nullable(),
  }),
  pkt: z.object({ baslik: z.string(), durum: z.boolean() }),
  uy: zMemberRef,
});

export const zPendingTicket = z.object({
  id: z.number(),
  baslik: z.string(),
  tarih: z.string(),
  donus: z.boolean(), // the customer wrote last
  uyeAd: z.string(),
  uyeid: z.number(),
});

export const zAdminHome = z.object({
  indexFirmaYorumList: z.array(zAdminRating),
  indexDestekTalepleriList: z.array(zPendingTicket),
  indexPaketList: z.array(zPendingApplication),
  indexTalepList: z.array(zAdminRequestRow),
});

/** GET /adn_api/counted: companies, members, products, requests (all of them, not only the public ones). */
export const getAdminCounters = defineCall({
  method: 'GET',
  path: '/adn_api/counted',
  auth: 'admin',
  response: zCounters,
});

/** GET /adn_api/indexAdminBilgiler: ratings, tickets, package applications and requests waiting for the admin. */
export const getAdminHome = defineCall({
  method: 'GET',
  path: '/adn_api/indexAdminBilgiler',
  auth: 'admin',
  response: zAdminHome,
});
