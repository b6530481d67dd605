// Deterministic randomness and date arithmetic for the demo data: the same seed gives the same data every run,
// while dates stay relative to the day the seed runs.

/** mulberry32: a tiny, fast, seedable 32-bit generator (good enough for demo data, not for secrets). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** n distinct items (fewer when the list is shorter) */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

const DAY = 86_400_000;

/** 'YYYY-MM-DD' (UTC) of a moment, the format of drizzle's date columns. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** the moment `days` (may be fractional) before `now` */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
/** the date `days` after `now` (negative = before) */
export const dayFrom = (now: Date, days: number) => isoDay(new Date(now.getTime() + days * DAY));

export function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDay(d);
}

/** Hands out slugs, appending -2, -3 … when one is already taken (by earlier rows or by the database). */
export function slugger(slugify: (s: string) => string, taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (text: string): string => {
    const base = slugify(text) || 'kayit';
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
