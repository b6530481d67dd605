// A member's page in the back-office (admin spec §2 uye-detay-{id}, §3 "Member/firm", "Member detail response", §7).
// The package part (paketS, secili, gecmis) is the one the administrator approves applications in; the edit form,
// account status, type switch and activation approval of the same page come with the members issue.
import { z } from 'zod';
import { defineCall } from '../call';
import { ROLES } from '../constants';
import { zIdParams } from '../fields';
import { zMemberPackages } from '../packages/admin';

/** The member (spec §3 uye; the password is never shown: only its hash is stored). */
export const zAdminMember = z.object({
  uyeid: z.number(),
  firma: z.string(),
  adSoyad: z.string(),
  tel: z.string(),
  firmatel: z.string(),
  mail: z.string(),
  adres: z.string(),
  website: z.string(),
  wpHat: z.string(),
  aciklama: z.string(),
  sektor: z.number().nullable(),
  il: z.number().nullable(),
  ulke: z.number(),
  logo: z.string().nullable(),
  tarih: z.string(), // membership date, ISO
  aktivasyonKodu: z.boolean(), // true: activation still pending (the code itself stays secret)
  durum: z.boolean(), // active / stopped
  durumAciklama: z.string(),
  firmaDrm: z.boolean(),
  smsH: z.boolean(),
  mailH: z.boolean(),
  rol: z.enum(ROLES),
});

export const zMemberDetail = zMemberPackages.extend({
  uye: zAdminMember,
  puani: z.object({ ortalama: z.number().nullable(), adet: z.number() }), // active ratings of its offers
  talepCount: z.number(), // requests in all
  talepaktif: z.number(), // approved and open
  talepOnayBekleyen: z.number(), // awaiting moderation
  urunler: z.number(), // company products
});
export type MemberDetail = z.infer<typeof zMemberDetail>;

/** GET /adn_api/uyeDetay-{id} */
export const getMemberDetail = defineCall({
  method: 'GET',
  path: '/adn_api/uyeDetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zMemberDetail,
});

export const MEMBER_MSG = { notFound: 'Üye bulunamadı.' } as const;
