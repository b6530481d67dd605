// The manufacturers' landing pages (issue 52 item 1): /imalatcilar/{category link} and
// /imalatcilar/{category link}/{province link}, the companies with an open product in the category (and below it)
// located in the province, with their badges, rating and products. A public v2 call.
import { z } from 'zod';
import { defineCall } from '../call';
import { zLinkParam, zPageNumber } from '../fields';
import { slugify } from '../text';
import { zBadges } from '../verification/documents';

/** Companies per page of a landing page (?sayfa=n). */
export const LANDING_PAGE_SIZE = 30;
/** Products shown under each company: its newest in the category. */
export const LANDING_PRODUCTS = 4;

export const LANDING_MSG = {
  category: 'Kategori bulunamadı.',
  province: 'İl bulunamadı.',
} as const;

/** 'Ankara Çelik Boru İmalatçıları', without a province 'Çelik Boru İmalatçıları'. */
export const landingTitle = (category: string, province?: string | null) =>
  `${province ? `${province} ` : ''}${category} İmalatçıları`;

/** A province's link: its name as a slug ('İstanbul' → 'istanbul', 'Kahramanmaraş' → 'kahramanmaras'). */
export const provinceLink = (name: string) => slugify(name);

/** '/imalatcilar/celik-boru', '/imalatcilar/celik-boru/ankara'. */
export const landingPath = (categoryLink: string, provinceLink?: string | null) =>
  `/imalatcilar/${categoryLink}${provinceLink ? `/${provinceLink}` : ''}`;

const zPlace = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const zLandingCompany = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  city: z.string().nullable(),
  badges: zBadges,
  /** the average of its active ratings over 12 months (reputation job); null and 0 when none */
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  products: z.array(z.object({ id: z.number(), name: z.string(), link: z.string(), image: z.string().nullable() })),
});
export type LandingCompany = z.infer<typeof zLandingCompany>;

export const zLandingPage = z.object({
  category: zPlace,
  /** the category's ancestors and itself, from the sector down (breadcrumbs) */
  path: z.array(zPlace),
  province: zPlace.nullable(),
  items: z.array(zLandingCompany),
  total: z.number(),
  pages: z.number(),
  page: z.number(),
});
export type LandingPage = z.infer<typeof zLandingPage>;

/**
 * GET /api/v2/manufacturers?category={link}&province={link}&page=n: a landing page's companies, newest first; 404
 * LANDING_MSG.category / .province for an unknown link.
 */
export const getManufacturers = defineCall({
  method: 'GET',
  path: '/api/v2/manufacturers',
  summary: 'İmalatçı sayfasının firmaları',
  operationId: 'getManufacturers',
  auth: 'none',
  request: {
    query: z.object({ category: zLinkParam, province: zLinkParam.optional(), page: zPageNumber.optional() }),
  },
  response: zLandingPage,
});
