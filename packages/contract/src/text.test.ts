import { describe, expect, it } from 'vitest';
import { fold, maskCompany, roleLabel, slugify } from './text';

describe('Turkish text', () => {
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
