// The back-office's view of quote credits (issue 50 items 1 and 4, decision 0059): a company's balance and ledger,
// a correction with a reason (never below zero; audited), the top-up packs ('Ek Teklif Paketi') and the credits
// spent and refunded per day. The Yönetici's and the Muhasebe's.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams, zTextOver, zWhole } from '../fields';
import { zAmount, zCursorPage, zCursorQuery } from '../v2';
import { CREDIT_MSG, zCreditEntry, zCreditPack } from './member';

/** A whole number from −10000 to 10000, not 0 (a correction's amount). */
export const zCorrectionAmount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d{1,6}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: CREDIT_MSG.correctionAmount })
    .int({ error: CREDIT_MSG.correctionAmount })
    .min(-10_000, { error: CREDIT_MSG.correctionAmount })
    .max(10_000, { error: CREDIT_MSG.correctionAmount })
    .refine((n) => n !== 0, { error: CREDIT_MSG.correctionAmount }),
);

export const zCompanyCredits = z.object({
  memberId: z.number(),
  companyName: z.string(),
  limited: z.boolean(),
  monthly: z.number(),
  topUp: z.number(),
  total: z.number(),
  month: z.string().nullable(),
  ledger: zCursorPage(zCreditEntry),
});
export type CompanyCredits = z.infer<typeof zCompanyCredits>;

export const zCompanyChoice = z.object({
  memberId: z.number(),
  companyName: z.string(),
  email: z.string(),
  limited: z.boolean(),
  total: z.number(),
});
export type CompanyChoice = z.infer<typeof zCompanyChoice>;

/** GET /adn_api/v2/credits/companies?q=: the company picker: up to 20 companies whose name or e-mail contains `q`. */
export const findCreditCompanies = defineCall({
  method: 'GET',
  path: '/adn_api/v2/credits/companies',
  summary: 'Teklif hakkı için firma ara',
  operationId: 'findCreditCompanies',
  auth: 'admin',
  request: { query: z.object({ q: zTextOver(1, CREDIT_MSG.search, 100) }) },
  response: z.object({ items: z.array(zCompanyChoice) }),
});

/** GET /adn_api/v2/credits/companies/{id}?cursor=: a company's balance and a page of its ledger. */
export const getCompanyCredits = defineCall({
  method: 'GET',
  path: '/adn_api/v2/credits/companies/:id',
  summary: 'Firmanın teklif hakları',
  operationId: 'getCompanyCredits',
  auth: 'admin',
  request: { params: zIdParams, query: zCursorQuery },
  response: zCompanyCredits,
});

export const zCorrection = z.object({
  amount: zCorrectionAmount,
  reason: zTextOver(0, CREDIT_MSG.correctionReason, 500),
});

/** POST /adn_api/v2/credits/companies/{id}/corrections: adds or takes credits (top-up part), with a reason. */
export const correctCompanyCredits = defineCall({
  method: 'POST',
  path: '/adn_api/v2/credits/companies/:id/corrections',
  summary: 'Teklif hakkını düzelt',
  operationId: 'correctCompanyCredits',
  auth: 'admin',
  request: { params: zIdParams, body: zCorrection },
  response: z.object({ message: z.string(), total: z.number() }),
});

/** GET /adn_api/v2/credits/packs: every pack, active first. */
export const getCreditPacks = defineCall({
  method: 'GET',
  path: '/adn_api/v2/credits/packs',
  summary: 'Ek Teklif Paketleri',
  operationId: 'getCreditPacks',
  auth: 'admin',
  response: z.object({ items: z.array(zCreditPack) }),
});

export const zPackInput = z.object({
  title: zTextOver(0, CREDIT_MSG.packTitle, 100),
  credits: zWhole(CREDIT_MSG.packCredits, 1, 100_000),
  price: zAmount(CREDIT_MSG.packPrice),
  active: z.boolean().optional(),
});

/** POST /adn_api/v2/credits/packs: a new pack. */
export const addCreditPack = defineCall({
  method: 'POST',
  path: '/adn_api/v2/credits/packs',
  summary: 'Ek Teklif Paketi ekle',
  operationId: 'addCreditPack',
  auth: 'admin',
  request: { body: zPackInput },
  response: zCreditPack,
});

/** PUT /adn_api/v2/credits/packs/{id}: a pack changed (or made passive: `active: false`; packs are never deleted). */
export const updateCreditPack = defineCall({
  method: 'PUT',
  path: '/adn_api/v2/credits/packs/:id',
  summary: 'Ek Teklif Paketini değiştir',
  operationId: 'updateCreditPack',
  auth: 'admin',
  request: { params: zIdParams, body: zPackInput },
  response: zCreditPack,
});

export const zCreditStats = z.object({
  days: z.array(z.object({ day: z.string(), spent: z.number(), refunded: z.number() })),
});
export type CreditStats = z.infer<typeof zCreditStats>;

/** GET /adn_api/v2/credits/stats?days=30: credits spent and refunded per Istanbul day, oldest first. */
export const getCreditStats = defineCall({
  method: 'GET',
  path: '/adn_api/v2/credits/stats',
  summary: 'Günlük teklif hakkı kullanımı',
  operationId: 'getCreditStats',
  auth: 'admin',
  request: { query: z.object({ days: zWhole(CREDIT_MSG.days, 1, 366).optional() }) },
  response: zCreditStats,
});
