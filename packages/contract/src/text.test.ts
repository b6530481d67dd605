import { describe, expect, it } from 'vitest';
import { fold, lowerTr, maskCompany, roleLabel, slugify, upperTr } from './text';

describe('Turkish text', () => {
  it('changes case exactly as the Turkish locale does, for every character', () => {
    const differs: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue; // surrogate halves
      const c = String.fromCharCode(code);
      if (upperTr(c) !== c.toLocaleUpperCase('tr-TR') || lowerTr(c) !== c.toLocaleLowerCase('tr-TR')) differs.push(c);
    }
    expect(differs).toEqual([]);
    for (const text of ['I\u0307stanbul', 'ISPARTA ıĞDIR İZMİR', 'İ\u0307ki', 'Straße 😀 ǅ', 'iıIİ'])
      expect([upperTr(text), lowerTr(text)]).toEqual([
        text.toLocaleUpperCase('tr-TR'),
        text.toLocaleLowerCase('tr-TR'),
      ]);
  });

  it('folds every spelling of İstanbul to one key', () => {
    for (const s of ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul', 'ISTANBUL']) expect(fold(s)).toBe('istanbul');
    expect(fold('ÇELİK')).toBe(fold('çelik'));
    expect(fold('  Çelik   Boru ')).toBe('celik boru');
  });

  it('masks a company name word by word with Turkish upper-case', () => {
    expect(maskCompany('Ak Demir çelik')).toBe('A* D**** Ç****');
    expect(maskCompany('ısı izolasyon')).toBe('I** İ********');
  });

  it('makes ASCII slugs from Turkish titles', () => {
    expect(slugify('Çelik Boru İmalatı & Ağır Sanayi')).toBe('celik-boru-imalati-agir-sanayi');
  });

  it('labels a role the Turkish way', () => {
    expect(['basic', 'onay', 'firma', 'imalatci'].map(roleLabel)).toEqual([
      'ALICI ÜYELİK',
      'ONAY BEKLİYOR',
      'FİRMA ÜYELİK',
      'İMALATÇI ÜYELİK',
    ]);
  });
});
