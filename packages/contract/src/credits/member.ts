// A company's quote credits (issue 50 item 1, decision 0059): its balance when its package counts offers ('teklif
// hakkı'), the top-up packs on sale ('Ek Teklif Paketi') and its ledger, newest first. A company whose package does
// not count offers (monthly credits 0) is `limited: false` and sees no balance.
import { z } from 'zod';
import { defineCall } from '../call';
import { zCursorPage, zCursorQuery } from '../v2';

export const CREDIT_MSG = {
  /** an offer without a credit (HTTP 402): before anything is written */
  none: 'Teklif hakkınız kalmadı. Ek Teklif Paketi alarak teklif vermeye devam edebilirsiniz.',
  correctionAmount: 'Düzeltme miktarı -10.000 ile 10.000 arasında, sıfırdan farklı bir tam sayı olmalıdır.',
  correctionReason: 'Düzeltmenin nedenini yazın (en fazla 500 karakter).',
  belowZero: 'Bu düzeltme bakiyeyi sıfırın altına düşürür.',
  corrected: 'Düzeltme kaydedildi.',
  companyNotFound: 'Firma bulunamadı.',
  packNotFound: 'Paket bulunamadı.',
  packTitle: 'Paket adını yazın (en fazla 100 karakter).',
  packCredits: 'Teklif hakkı 1 ile 100.000 arasında bir tam sayı olmalıdır.',
  packPrice: 'Geçerli bir fiyat girin.',
  days: 'Gün sayısı 1 ile 366 arasında olmalıdır.',
  saved: 'Kaydedildi.',
  search: 'Aramak için en az 2 harf yazın.',
} as const;

/** Where a top-up pack is bought (the orders area's page): `?ek=<packId>`. */
export const topUpLink = (packId?: number) => `/hesabim/odemeler/yeni${packId ? `?ek=${packId}` : ''}`;

export const CREDIT_ENTRY_KINDS = ['grant', 'spend', 'refund', 'expiry', 'correction', 'top_up'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Why a credit came back (a refund entry's reason). */
export const REFUND_REASONS = ['cap', 'deadline', 'finished', 'stopped', 'removed'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The ledger's Turkish labels: by kind, a refund by its reason, an expiry by its bucket. */
export function creditEntryLabel(e: { kind: CreditEntryKind; bucket: string; reason: string }) {
  switch (e.kind) {
    case 'grant':
      return 'Aylık teklif hakkı';
    case 'spend':
      return 'Teklif verildi';
    case 'top_up':
      return 'Ek Teklif Paketi';
    case 'correction':
      return 'Yönetici düzeltmesi';
    case 'expiry':
      return e.bucket === 'monthly' ? 'Ay sonu: kullanılmayan haklar' : 'Paket bitti: ek haklar';
    case 'refund':
      return (
        {
          cap: 'İade: talebin teklif sınırı doldu',
          deadline: 'İade: son teklif tarihi geçti',
          finished: 'İade: talep açılmadan tamamlandı',
          stopped: 'İade: talep açılmadan durduruldu',
          removed: 'İade: talep kaldırıldı',
        }[e.reason] ?? 'İade'
      );
  }
}

export const zCreditPack = z.object({
  id: z.number(),
  title: z.string(),
  credits: z.number(),
  /** without KDV, a decimal string */
  price: z.string(),
  active: z.boolean(),
});
export type CreditPack = z.infer<typeof zCreditPack>;

export const zCreditBalance = z.object({
  /** the running package counts offers; false: offers are not counted (and nothing below matters) */
  limited: z.boolean(),
  monthly: z.number(),
  topUp: z.number(),
  total: z.number(),
  /** the Istanbul month of the monthly credits, YYYY-MM-01 (null: none granted yet) */
  month: z.string().nullable(),
  /** the packs on sale */
  packs: z.array(zCreditPack),
});
export type CreditBalance = z.infer<typeof zCreditBalance>;

export const zCreditEntry = z.object({
  id: z.number(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  bucket: z.enum(['monthly', 'top_up']),
  label: z.string(),
  /** + in, − out */
  amount: z.number(),
  /** ISO instant */
  at: z.string(),
  /** the offer's request, when the entry is an offer's */
  requestId: z.number().nullable(),
  /** a correction's reason */
  note: z.string(),
});
export type CreditEntry = z.infer<typeof zCreditEntry>;

/** GET /api/v2/credits: the company's balance and the packs on sale. */
export const getMyCredits = defineCall({
  method: 'GET',
  path: '/api/v2/credits',
  summary: 'Teklif haklarım',
  operationId: 'getMyCredits',
  auth: 'member',
  response: zCreditBalance,
});

/** GET /api/v2/credits/ledger?cursor=: the company's ledger, newest first (cursor: the last entry's id). */
export const getMyCreditLedger = defineCall({
  method: 'GET',
  path: '/api/v2/credits/ledger',
  summary: 'Teklif hakkı hareketlerim',
  operationId: 'getMyCreditLedger',
  auth: 'member',
  request: { query: zCursorQuery },
  response: zCursorPage(zCreditEntry),
});
