import { DEFINITION_MSG, zAddDefinition, zUpdateDefinition } from '@tedarik/contract/packages/admin';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../lib/validate';
import { definitionInput } from './definition-values';

const blank = { baslik: '', metin: '', sira: '' as number | string, fiyat: '0,00', ind: '0,00' };

describe('definitionInput', () => {
  it("gives the add form's three messages in the spec's order, joined for one alert", () => {
    const checked = validate(zAddDefinition, definitionInput({ ...blank, file: null }));
    expect(checked).toEqual({
      ok: false,
      message: [DEFINITION_MSG.title, DEFINITION_MSG.months, DEFINITION_MSG.image].join('\n'),
    });
  });

  it('refuses on edit a title of 2 characters and a blank duration, as the server does (spec §5)', () => {
    const filled = { durum: true, baslik: 'Altın', metin: '', sira: 12, fiyat: '', ind: '' };
    expect(validate(zUpdateDefinition, definitionInput({ ...filled, baslik: ' ab ' }))).toEqual({
      ok: false,
      message: DEFINITION_MSG.title,
    });
    expect(validate(zUpdateDefinition, definitionInput({ ...filled, sira: '' }))).toEqual({
      ok: false,
      message: DEFINITION_MSG.months,
    });
  });

  it('passes a filled form with its numbers', () => {
    const checked = validate(
      zUpdateDefinition,
      definitionInput({ durum: true, baslik: 'Altın', metin: '<p>12 ay</p>', sira: 12, fiyat: '1.500,50', ind: '500' }),
    );
    expect(checked.ok && checked.data).toMatchObject({
      durum: true,
      baslik: 'Altın',
      sira: 12,
      fiyat: '1500.50',
      ind: '500.00',
    });
  });

  it('refuses a discount above the price', () => {
    const checked = validate(
      zUpdateDefinition,
      definitionInput({ ...blank, durum: true, baslik: 'Altın', sira: 5, fiyat: '10', ind: '20' }),
    );
    expect(checked).toEqual({ ok: false, message: DEFINITION_MSG.discount });
  });
});

describe('the amounts as typed', () => {
  const edit = (fiyat: string, ind = '0') =>
    validate(zUpdateDefinition, definitionInput({ durum: true, baslik: 'Altın', metin: '', sira: 12, fiyat, ind }));
  it('reads the thousands dot and the decimal comma as a Turkish user means them', () => {
    for (const [typed, read] of [
      ['1.234,56', '1234.56'],
      ['1234,56', '1234.56'],
      ['12.500', '12500.00'],
      ['12500', '12500.00'],
      ['12,50', '12.50'],
      ['', '0.00'],
    ] as const) {
      const checked = edit(typed);
      expect(checked.ok && checked.data.fiyat, typed).toBe(read);
    }
  });
  it('refuses what it cannot read instead of guessing', () => {
    for (const typed of ['1.2345', '12,505', '1,234.56', 'abc', '0x10', '1e3'])
      expect(edit(typed), typed).toEqual({ ok: false, message: DEFINITION_MSG.price });
  });
});
