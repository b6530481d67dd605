import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

const row = (i: number) => ({
  id: i,
  ad: `Işıl Çelik ${i} — "boru" \\ \u{1F527}`,
  tarih: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
  bos: undefined,
  liste: [i, null, undefined, 'ğüşiöç'],
});

describe('jsonBytes', () => {
  it.each<[string, unknown]>([
    ['a short list', [row(1), row(2)]],
    // one batch is 32 items: a list is written in batches from 33
    ...[32, 33, 64, 65, 97].map((n): [string, unknown] => [
      `a list of ${n} rows`,
      Array.from({ length: n }, (_, i) => row(i)),
    ]),
    ['a long list with holes', Array.from({ length: 100 }, (_, i) => (i % 7 ? row(i) : undefined))],
    ['a page of a long list', { liste: Array.from({ length: 200 }, (_, i) => row(i)), toplam: 200, bos: undefined }],
    [
      'a page whose list comes after fields left out',
      { f: () => 1, s: Symbol('x'), u: undefined, liste: Array(40).fill(1) },
    ],
    ['a list of long lists', Array.from({ length: 40 }, () => Array.from({ length: 40 }, (_, i) => i))],
    ['an object with toJSON', { toJSON: () => 'kendi', liste: Array(50).fill('x') }],
    ['keys to escape', { '"ç"\n': Array(50).fill({ '\u0000': '\ud800 yalnız vekil' }) }],
    ['plain values', ['metin', 0, -1.5, true, null, { a: [] }, []]],
  ])('writes %s byte for byte as JSON.stringify', (_name, value) => {
    expect(jsonBytes(value).equals(Buffer.from(JSON.stringify(value)))).toBe(true);
  });

  it('writes null for undefined', () => {
    expect(jsonBytes(undefined).toString()).toBe('null');
  });
});
