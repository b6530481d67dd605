// A company's products in the back-office (admin spec §2 uye-urunler-{id}, uye-urun-detay-{id}, §3 "Member product",
// §4 open / closed, §7).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { MAX_DETAIL } from '../constants';
import { zId, zIdParams, zOptionalText, zTextOver } from '../fields';
import { PRODUCT_MSG, zAddImage } from './member';

/** A company product (admin spec §3: urun (id, urunAd, kat, detay, durum), urunAd = category name, gorseller). */
export const zAdminProduct = z.object({
  urun: z.object({
    id: z.number(),
    urunAd: z.string(),
    kat: z.number(),
    detay: z.string(),
    durum: z.boolean(),
    uyeid: z.number(), // its company
  }),
  urunAd: z.string(), // the catalog product's name
  gorseller: z.array(z.object({ id: z.number(), gorsel: z.string(), sira: z.number() })),
});

export const zAdminProductUpdate = z.object({
  baslik: zTextOver(2, PRODUCT_MSG.name),
  detay: zOptionalText(MAX_DETAIL, PRODUCT_MSG.detail),
  kat: zId(PRODUCT_MSG.catalogProduct), // the catalog product it is listed under
});

/** GET /adn_api/kategoriselectlist: the catalog products to list a product under, 'category > product'. */
export const zCatalogChoice = z.object({ id: z.number(), urunAd: z.string(), kat: z.string() });

export const getMemberProducts = defineCall({
  method: 'GET',
  path: '/adn_api/uyeUrunListesi-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.array(zAdminProduct),
});

export const getMemberProduct = defineCall({
  method: 'GET',
  path: '/adn_api/uyeUrundetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zAdminProduct,
});

export const getCatalogChoices = defineCall({
  method: 'GET',
  path: '/adn_api/kategoriselectlist',
  auth: 'admin',
  response: z.array(zCatalogChoice),
});

export const updateMemberProduct = defineCall({
  method: 'POST',
  path: '/adn_api/uyeurunguncelle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zAdminProductUpdate },
  response: TEXT,
});

export const addMemberProductImage = defineCall({
  method: 'POST',
  path: '/adn_api/uyeurungorselgir-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zAddImage, encoding: 'multipart' },
  response: TEXT,
});

export const removeMemberProductImage = defineCall({
  writes: true,
  method: 'GET',
  path: '/adn_api/uyeurungorselkaldir-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: TEXT,
});

/** GET /adn_api/uyeUrunDurum-{id}: open ↔ closed (after 'Ürün durumu değiştirilsin mi?'). */
export const toggleMemberProduct = defineCall({
  writes: true,
  method: 'GET',
  path: '/adn_api/uyeUrunDurum-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: TEXT,
});

export const removeMemberProduct = defineCall({
  writes: true,
  method: 'GET',
  path: '/adn_api/uyeurunkaldir-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: TEXT,
});

export const ADMIN_PRODUCT_MSG = {
  confirmStatus: 'Ürün durumu değiştirilsin mi?',
  empty: 'Ürün bulunmuyor...',
} as const;
