// What company verification is made of (issue 49 item 1, decision 0056): the documents a company uploads, their
// states, the badges they earn and the Turkish texts of it all. No calls here: member.ts, admin.ts and the areas that
// show badges (offers, requests, the company page) import it.
import { z } from 'zod';

/** The three documents that make a 'Doğrulanmış Firma', then the certificates shown by name. */
export const MAIN_DOCUMENTS = ['vergi_levhasi', 'ticaret_sicil_gazetesi', 'imza_sirkuleri'] as const;
export const CERTIFICATES = ['iso_9001', 'tse', 'ce'] as const;
export const DOCUMENT_KINDS = [...MAIN_DOCUMENTS, ...CERTIFICATES] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type CertificateKind = (typeof CERTIFICATES)[number];
export const isCertificate = (kind: DocumentKind): kind is CertificateKind =>
  (CERTIFICATES as readonly string[]).includes(kind);

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  vergi_levhasi: 'Vergi Levhası',
  ticaret_sicil_gazetesi: 'Ticaret Sicil Gazetesi',
  imza_sirkuleri: 'İmza Sirküleri',
  iso_9001: 'ISO 9001',
  tse: 'TSE',
  ce: 'CE',
};

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'İnceleniyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

/** A document is a PDF or an image of it, at most 10 MB, checked by its content on the server. */
export const DOCUMENT_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
/** Reminders before a document's expiry, in days (the job tells once at each). */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

/**
 * Reasons the administrator picks when it refuses a document, with free text beside. A constant until the
 * back-office's own reason list (issue 49, the moderation workbench) is merged.
 */
export const DOCUMENT_REJECT_REASONS = [
  'Belge okunmuyor',
  'Belge süresi dolmuş',
  'Belge firmaya ait değil',
  'Bilgiler belgeyle uyuşmuyor',
  'Eksik sayfa',
  'Diğer',
] as const;

export const BADGE_LABELS = {
  email: 'E-posta Onaylı',
  phone: 'Telefon Onaylı',
  verified: 'Doğrulanmış Firma',
} as const;

/**
 * A member's badges, evaluated at read time: its e-mail and phone confirmed (activation), 'Doğrulanmış Firma' while
 * its details are saved and its three documents approved and none expired, and its approved, unexpired certificates.
 */
export const zBadges = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  verified: z.boolean(),
  certificates: z.array(z.enum(CERTIFICATES)),
});
export type Badges = z.infer<typeof zBadges>;
export const NO_BADGES: Badges = { email: false, phone: false, verified: false, certificates: [] };

export const VERIFICATION_MSG = {
  taxNumber: 'Vergi kimlik numarasını girin.',
  taxNumberLength: 'Vergi numarası 10 haneli vergi kimlik numarası ya da 11 haneli T.C. kimlik numarası olmalıdır.',
  taxNumberCheck: 'Vergi numarası geçerli değil. Lütfen kontrol edin.',
  taxOffice: 'Vergi dairesini girin.',
  mersis: 'MERSİS numarası 16 haneli olmalıdır.',
  tradeRegistry: 'Ticaret sicil numarasını girin.',
  tradeRegistryInvalid: 'Ticaret sicil numarası yalnızca rakam, harf, tire ve eğik çizgi içerebilir.',
  kind: 'Belge türünü seçin.',
  expiresOn: 'Geçerlilik tarihini GG.AA.YYYY olarak girin.',
  expiresOnRequired: 'Sertifikalar için geçerlilik tarihi girin.',
  expiresOnPast: 'Geçerlilik tarihi geçmiş bir belge yüklenemez.',
  detailsFirst: 'Belge yüklemeden önce firma bilgilerinizi kaydedin.',
  file: 'Bir dosya seçin.',
  fileKind: 'Bu dosya türü yüklenemez. PDF, PNG veya JPEG yükleyin.',
  tooLarge: 'Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.',
  empty: 'Boş dosya yüklenemez.',
  storageDown: 'Dosya şu anda kaydedilemiyor, lütfen biraz sonra tekrar deneyin.',
  notFound: 'Belge bulunamadı.',
  companyNotFound: 'Firma bulunamadı.',
  draftsFull: 'Kaydedilmemiş çok fazla dosya var.',
  draftGone: 'Eklediğiniz dosya bulunamadı. Lütfen dosyayı yeniden ekleyin.',
  reason: 'Bir ret nedeni seçin.',
  notPending: 'Bu belge incelemede değil.',
  saved: 'Firma bilgileriniz kaydedildi.',
  uploaded: 'Belgeniz yüklendi, incelendikten sonra size bildirilecek.',
  deleted: 'Belge silindi.',
  approved: 'Belge onaylandı.',
  rejected: 'Belge reddedildi.',
  queueEmpty: 'İnceleme bekleyen belge yok.',
  requestIds: 'Geçersiz talep numarası.',
} as const;
