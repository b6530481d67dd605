// KVKK and İYS (issue 53 items 1 and 2, decision 0071): the legal texts the administrator publishes in versions, and
// the consents members and addresses give or withdraw, each kept as an event. Shared by the member's 'Gizlilik ve
// İzinler', the back-office and the server.
import { z } from 'zod';

export const LEGAL_TEXT_KINDS = ['aydinlatma', 'acik-riza', 'uyelik', 'ticari-ileti'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

export const LEGAL_TEXT_LABELS: Record<LegalTextKind, string> = {
  aydinlatma: 'Aydınlatma Metni',
  'acik-riza': 'Açık Rıza Metni',
  uyelik: 'Üyelik Sözleşmesi',
  'ticari-ileti': 'Ticari Elektronik İleti Onayı',
};

/** The texts whose new version a member must accept again (explicit consent); the others are only told. */
export const REQUIRES_CONSENT: Record<LegalTextKind, boolean> = {
  aydinlatma: false,
  'acik-riza': true,
  uyelik: false,
  'ticari-ileti': true,
};

/** The channels of a commercial consent (İYS: EPOSTA, MESAJ, ARAMA). */
export const CONSENT_CHANNELS = ['eposta', 'sms', 'arama'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  eposta: 'E-posta',
  sms: 'SMS',
  arama: 'Telefon araması',
};

/** Where a consent event came from: the screen or call that recorded it. */
export const CONSENT_SOURCES = [
  'kayit-json',
  'kayit-form',
  'profil',
  'yonetim',
  'bulten',
  'abonelik-iptal',
  'iys-ice-aktarim',
  'gizlilik-ekrani',
  'yeniden-onay',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  'kayit-json': 'Üyelik kaydı (uygulama)',
  'kayit-form': 'Üyelik kaydı (site)',
  profil: 'Profilim',
  yonetim: 'Yönetim paneli',
  bulten: 'Bülten aboneliği',
  'abonelik-iptal': 'E-postadaki abonelikten çık bağlantısı',
  'iys-ice-aktarim': 'İYS ret listesi',
  'gizlilik-ekrani': 'Gizlilik ve İzinler',
  'yeniden-onay': 'Girişte yeniden onay',
};

export const CONSENT_MSG = {
  textNotFound: 'Metin bulunamadı.',
  staleVersion: 'Metnin daha yeni bir sürümü yayımlandı. Lütfen sayfayı yenileyin.',
  kind: 'Metin türünü seçin.',
  title: 'Başlığı girin.',
  body: 'Metni girin.',
  published: 'Yeni sürüm yayımlandı.',
  noAddress: 'Bu kanal için kayıtlı bir adresiniz yok. Önce Profilim sayfasından ekleyin.',
  saved: 'İzniniz kaydedildi.',
  withdrawn: 'İzniniz geri alındı.',
  // İYS's list of refusals
  file: 'Bir CSV dosyası seçin.',
  tooLarge: 'Dosya çok büyük (en fazla 5 MB).',
  notText: 'Dosya okunamadı: bir CSV (UTF-8 metin) dosyası yükleyin.',
  noHeader: 'Dosyanın ilk satırında ALICI (recipient) ve TİP (type) sütunları bulunamadı.',
  tooManyRows: 'Dosyada en fazla 100.000 satır olabilir.',
  badRows: (lines: number[]) =>
    `Şu satırlar okunamadı: ${lines.slice(0, 20).join(', ')}${lines.length > 20 ? ' …' : ''}. Hiçbir kayıt değiştirilmedi.`,
  // bulletins
  subject: 'Konuyu girin.',
  message: 'Mesajı girin.',
} as const;

/** The most bytes an uploaded refusal list may have, and rows. */
export const MAX_REFUSALS_BYTES = 5 * 1024 * 1024;
export const MAX_REFUSAL_ROWS = 100_000;

export const zLegalText = z.object({
  id: z.number(),
  kind: z.enum(LEGAL_TEXT_KINDS),
  version: z.number(),
  title: z.string(),
  /** sanitised HTML */
  body: z.string(),
  requiresConsent: z.boolean(),
  publishedAt: z.string(),
});
export type LegalText = z.infer<typeof zLegalText>;
