// Reputation's texts and figures as people read them (issue 49 item 2, decision 0057): shared by the server's wire
// and the company page, so the page and the offers beside it word a company's speed the same way.

/** The four sub-scores a review asks, in the form's order, with their Turkish names. */
export const SUB_SCORES = ['price', 'quality', 'delivery', 'communication'] as const;
export type SubScore = (typeof SUB_SCORES)[number];
export const SUB_SCORE_LABELS: Record<SubScore, string> = {
  price: 'Fiyat',
  quality: 'Kalite',
  delivery: 'Teslimat',
  communication: 'İletişim',
};

/** The longest company answer ('Firma Yanıtı'). */
export const MAX_ANSWER = 2000;

export const REPUTATION_MSG = {
  score: 'Lütfen 1 ile 5 arasında puan verin.',
  subScore: (label: string) => `${label} için 1 ile 5 arasında puan verin.`,
  purchased: "'Satın aldım' veya 'Satın almadım' seçin.",
  comment: 'Yorum en fazla 4000 karakter olabilir.',
  answer: 'Bir yanıt yazın.',
  answerLong: `Yanıt en fazla ${MAX_ANSWER} karakter olabilir.`,
  answeredTwice: 'Bu yoruma zaten yanıt verdiniz; yanıt değiştirilemez.',
  reviewNotFound: 'Yorum bulunamadı.',
  notActive: 'Yorum yönetici onayından sonra yanıtlanabilir.',
  companyNotFound: 'Firma bulunamadı.',
  answered: 'Yanıtınız firmanızın sayfasında yayınlandı.',
} as const;

/**
 * 'Genellikle 40 dakika içinde teklif verir', '… 3 saat içinde …', '… 2 gün içinde …': the median rounded up to the
 * unit a person would say (under an hour in minutes, under two days in hours, then days). Null when there is none.
 */
export function responseTimeText(medianMinutes: number | null): string | null {
  if (medianMinutes === null) return null;
  const m = Math.max(1, Math.ceil(medianMinutes));
  const span = m < 60 ? `${m} dakika` : m < 48 * 60 ? `${Math.ceil(m / 60)} saat` : `${Math.ceil(m / 1440)} gün`;
  return `Genellikle ${span} içinde teklif verir`;
}

/** A share as a whole percentage: '%75' (COPY.md writes rates as '%20'); null when there is nothing to share. */
export const percentText = (percent: number | null) => (percent === null ? null : `%${percent}`);
