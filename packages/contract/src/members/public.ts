// The public company page (spec §2 firma-{link}-{id}, §7 firmadetay).
import { z } from 'zod';
import { defineCall } from '../call';
import { zAd } from '../content/public';
import { zIdParams } from '../fields';
import { zProductCard } from '../products/public';

/** GET /api/firmadetay-{id} */
export const zCompanyPage = z.object({
  firmaid: z.number(),
  firmaad: z.string(),
  firmalinq: z.string(),
  logo: z.string().nullable(),
  aciklama: z.string(),
  sektor: z.string().nullable(),
  ulkeSehir: z.string(),
  website: z.string(),
  tarih: z.string(), // member since (YYYY-MM-DD)
  puan: z.object({ ortalama: z.number().nullable(), adet: z.number() }), // active ratings only
  urunler: z.array(zProductCard),
  reklamList: z.array(zAd),
  katReklamList: z.array(zAd),
});
export type CompanyPage = z.infer<typeof zCompanyPage>;

/** GET /api/firmadetay-{id}: the public company page with its products and sidebar ads. */
export const getCompany = defineCall({
  method: 'GET',
  path: '/api/firmadetay-:id',
  auth: 'none',
  request: { params: zIdParams },
  response: zCompanyPage,
});
