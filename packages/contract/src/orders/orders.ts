// Paying by bank transfer (issue 50 item 3, decision 0060): what an order is made of, its states, the site's bank
// accounts and invoice details, and the Turkish texts of it all. No calls here: member.ts and admin.ts import it.
import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { divideHalfUp, fromKurus, kurusOf } from '../money';

/** KDV on every order: 20 % (COPY.md: '%20'). */
export const KDV_RATE = 20;

/** An order's net, KDV and total as decimal strings, exact to the kuruş (KDV rounded half up). */
export function orderAmounts(net: string) {
  const netKurus = kurusOf(net);
  const kdv = divideHalfUp(netKurus * BigInt(KDV_RATE), 100n);
  return { net: fromKurus(netKurus), kdv: fromKurus(kdv), total: fromKurus(netKurus + kdv) };
}

/** What an order buys: a package (its waiting application comes with it) or a top-up pack of offer credits. */
export const ORDER_KINDS = ['package', 'top_up'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const KIND_LABELS: Record<OrderKind, string> = { package: 'Paket', top_up: 'Ek Teklif Paketi' };

/** waiting → receipt_sent → confirmed | rejected (a new receipt sends it again) | cancelled by the member. */
export const ORDER_STATUSES = ['waiting', 'receipt_sent', 'confirmed', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  waiting: 'Ödeme Bekleniyor',
  receipt_sent: 'Dekont Gönderildi',
  confirmed: 'Onaylandı',
  rejected: 'Reddedildi',
  cancelled: 'İptal Edildi',
};
/** The states in which the member may still send a receipt. */
export const RECEIPT_OPEN: readonly OrderStatus[] = ['waiting', 'receipt_sent', 'rejected'];
/** The states the administrator may confirm or reject from. */
export const DECIDABLE: readonly OrderStatus[] = ['waiting', 'receipt_sent'];

/**
 * A reference code: 'TDK-' and six letters and digits from an alphabet without the ones read alike (0/O, 1/I/L, 2/Z,
 * 5/S, 8/B), so a code copied by hand into a transfer's description is read back right.
 */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CODE_PATTERN = new RegExp(`^TDK-[${CODE_ALPHABET}]{6}$`);

/** A receipt is a PDF or an image of it, at most 10 MB, checked by its content on the server. */
export const RECEIPT_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export const BANK_CURRENCIES = ['TL', 'USD', 'EUR'] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];

/** An IBAN as typed ('TR33 0006 1005 1978 6457 8413 26') → without spaces, upper-cased. */
export const ibanOf = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();
/** Whether an IBAN's country, length and check digits hold (ibantools). */
export const isIban = (typed: string) => {
  const iban = ibanOf(typed);
  return iban.length <= 34 && isValidIBAN(iban);
};
/** An IBAN in groups of four, as a bank prints it. */
export const ibanText = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

export const ORDER_MSG = {
  choose: 'Satın almak istediğiniz paketi seçin.',
  packageGone: 'Bu paket artık satılmıyor.',
  packGone: 'Bu Ek Teklif Paketi artık satılmıyor.',
  topUpNeedsPackage:
    'Ek Teklif Paketi yalnızca süresi devam eden bir paketi olan firmalar içindir; ek haklar paketinizle birlikte sona erer.',
  notFound: 'Sipariş bulunamadı.',
  file: 'Bir dosya seçin.',
  fileKind: 'Bu dosya türü yüklenemez. PDF, PNG veya JPEG yükleyin.',
  tooLarge: 'Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.',
  empty: 'Boş dosya yüklenemez.',
  storageDown: 'Dosya şu anda kaydedilemiyor, lütfen biraz sonra tekrar deneyin.',
  draftsFull: 'Kaydedilmemiş çok fazla dosya var.',
  draftGone: 'Eklediğiniz dosya bulunamadı. Lütfen dosyayı yeniden ekleyin.',
  receiptClosed: 'Bu siparişe dekont yüklenemez.',
  receiptNotFound: 'Dekont bulunamadı.',
  receiptSent: 'Dekontunuz gönderildi, incelendikten sonra size bildirilecek.',
  created: 'Siparişiniz oluşturuldu. Havale / EFT açıklamasına referans kodunu yazmayı unutmayın.',
  cancelled: 'Siparişiniz iptal edildi.',
  notCancellable: 'Yalnızca ödemesi onaylanmamış bir sipariş iptal edilebilir.',
  notDecidable: 'Bu sipariş onay beklemiyor.',
  confirmed: 'Sipariş onaylandı.',
  rejected: 'Sipariş reddedildi.',
  reason: 'Red gerekçesini yazın.',
  noBankAccounts: 'Henüz banka hesabı eklenmedi.',
  // the settings
  bank: 'Banka adını girin.',
  holder: 'Hesap sahibini girin.',
  iban: 'Geçerli bir IBAN girin (ör. TR33 0006 1005 1978 6457 8413 26).',
  currency: 'Para birimini seçin.',
  accountNotFound: 'Banka hesabı bulunamadı.',
  saved: 'Kaydedildi.',
  deleted: 'Banka hesabı silindi.',
  title: 'Fatura unvanını girin.',
  address: 'Adresi girin.',
  taxOffice: 'Vergi dairesini girin.',
  phone: 'Telefonu girin.',
  email: 'Geçerli bir e-posta adresi girin.',
} as const;

/** A bank account of the site, as members see it. */
export const zBankAccount = z.object({
  id: z.number(),
  bank: z.string(),
  holder: z.string(),
  /** without spaces; shown in groups of four (ibanText) */
  iban: z.string(),
  currency: z.enum(BANK_CURRENCIES),
  active: z.boolean(),
});
export type BankAccount = z.infer<typeof zBankAccount>;

/** The site's company details on a proforma invoice (empty until the administrator fills them). */
export const zInvoiceDetails = z.object({
  title: z.string(),
  address: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type InvoiceDetails = z.infer<typeof zInvoiceDetails>;

/** An order as its member and the back-office see it. */
export const zOrder = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(ORDER_KINDS),
  title: z.string(),
  /** a package's months, a top-up's credits */
  months: z.number().nullable(),
  credits: z.number().nullable(),
  net: z.string(),
  kdvRate: z.number(),
  kdv: z.string(),
  total: z.string(),
  status: z.enum(ORDER_STATUSES),
  rejectReason: z.string(),
  /** the newest receipt sent, if any */
  receipt: z.object({ id: z.number(), fileName: z.string(), sentAt: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Order = z.infer<typeof zOrder>;
