export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
export const offsetOf = (page: number, size: number) => (page - 1) * size;

const TURKISH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
/** A date column as is, or a timestamp as its day in Türkiye, YYYY-MM-DD. */
export const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : TURKISH_DAY.format(d));
