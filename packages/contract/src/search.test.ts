import { describe, expect, it } from 'vitest';
import { matchedRanges, SEARCH_MAX_WORDS, searchTerms, stems, tsQueryText } from './search';

const stemOf = (typed: string) => searchTerms(typed)?.words.map((w) => w.stems);
const termsOf = (typed: string) => {
  const terms = searchTerms(typed);
  if (!terms) throw new Error(`no terms: ${typed}`);
  return terms;
};

describe('Turkish search terms', () => {
  it('cuts the suffixes a buyer types to the stem of the title word', () => {
    for (const typed of ['boru', 'borular', 'boruları', 'BORULARDAN', 'boruyu', 'boruların']) {
      expect(stemOf(typed), typed).toEqual([['boru']]);
    }
    expect(stemOf('çelikten')).toEqual([['celik', 'celig']]);
    expect(stemOf('celikler')).toEqual([['celik', 'celig']]);
    expect(stemOf('flanşlı')).toEqual([['flans']]);
    expect(stemOf('somunlu')).toEqual([['somun']]);
    expect(stemOf('dökümden')).toEqual([['dokum']]);
    expect(stemOf('kalıplar')).toEqual([['kalip', 'kalib']]);
    expect(stemOf('ürünleri')).toEqual([['urun']]);
    expect(stemOf('pompası')).toEqual([['pomp', 'pomb']]);
    expect(stemOf('vanaya')).toEqual([['vana']]);
  });

  it('keeps short words whole and tries a stem with its last consonant softened and hardened', () => {
    expect(stems('deri')).toEqual(['deri']);
    expect(stems('vana')).toEqual(['vana']);
    expect(stems('dolar')).toEqual(['dolar']);
    expect(stemOf('çeliği')).toEqual([['celig', 'celik']]);
    expect(stems('kitabi')).toEqual(['kitab', 'kitap']);
    expect(stems('kagit')).toEqual(['kagit', 'kagid']);
  });

  it('folds Turkish letters both ways and takes the words in any order, each once', () => {
    expect(searchTerms('İSTANBUL ışık')).toEqual(searchTerms('istanbul isik'));
    expect(searchTerms('Çelik ÇELİK çelik')?.words.map((w) => w.word)).toEqual(['celik']);
    expect(tsQueryText(termsOf('enjeksiyon plastik'))).toBe('enjeksiyon:* & (plastik:* | plastig:*)');
    expect(tsQueryText(termsOf('borular çeliği'))).toBe('boru:* & (celig:* | celik:*)');
    expect(tsQueryText(termsOf('borular'), true)).toBe('borular:*');
  });

  it('has no terms under three letters and never more than its word limit, whatever is pasted', () => {
    expect(searchTerms('ab')).toBeUndefined();
    expect(searchTerms('  a  ')).toBeUndefined();
    const huge = termsOf(`${'kelime '.repeat(50)}${'x'.repeat(10_000)} & | ! ( ) : * ' \u0000`);
    expect(huge.words.length).toBeLessThanOrEqual(SEARCH_MAX_WORDS);
    expect(tsQueryText(huge)).toMatch(/^[a-z0-9:*&|() ]+$/);
    expect(searchTerms('!!! ??? ***')).toBeUndefined();
  });

  it('marks the phrase, or each stem, in the title as typed', () => {
    const title = 'Dikişli Çelik Boru';
    const mark = (typed: string) => matchedRanges(title, termsOf(typed)).map(([a, b]) => title.slice(a, b));
    expect(mark('çelik boru')).toEqual(['Çelik Boru']);
    expect(mark('borular celikten')).toEqual(['Çelik', 'Boru']);
    expect(mark('DİKİŞLİ')).toEqual(['Dikişli']);
  });
});
