import { formatDate } from '../../../lib/format';

type Dates = { uypkt: { tarihBaslangic: string | null }; bitisTarihi: string | null };

/** '01.11.2026 – 01.05.2027'; '–' for an application that has not started (no start day yet). */
export function periodText({ uypkt, bitisTarihi }: Dates): string {
  if (!uypkt.tarihBaslangic) return '–';
  const start = formatDate(uypkt.tarihBaslangic);
  return bitisTarihi ? `${start} – ${formatDate(bitisTarihi)}` : start;
}
