// The back-office home page: counters and the four tables of pending work (admin spec §2 "Dashboard", §7).
import { z } from 'zod';
import { defineCall } from '../call';
import { zAdminRating } from '../offers/admin';
import { zSubscription } from '../packages/admin';
import { zAdminRequestRow, zMemberRef } from '../requests/admin';
import { zCounters } from './public';

export const DASHBOARD_MSG = {
  noApplications: 'Bekleyen paket başvurusu bulunmuyor.',
  noRequests: 'Bekleyen talep bulunmuyor...',
  noTickets: 'Bekleyen destek talebi bulunmuyor.',
  noRatings: 'Bekleyen yorum bulunmuyor.',
} as const;

/** A package application waiting for the administrator, with its member. */
export const zPendingApplication = zSubscription.extend({ uy: zMemberRef });

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
