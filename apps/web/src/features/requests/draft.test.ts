import { describe, expect, it } from 'vitest';
import { textDraft } from './components/request-call-to-action';
import { draftStart, isDraftReady, parseDraft } from './draft';

describe('isDraftReady', () => {
  it('needs a quantity of at least 10', () => {
    expect(isDraftReady(9, 'Paslanmaz boru')).toBe(false);
    expect(isDraftReady(10, 'Paslanmaz boru')).toBe(true);
    expect(isDraftReady(null, 'Paslanmaz boru')).toBe(false);
  });
  it('needs a trimmed detail of 3 to 4000 characters', () => {
    expect(isDraftReady(50, '  ab  ')).toBe(false);
    expect(isDraftReady(50, ' abc ')).toBe(true);
    expect(isDraftReady(50, 'x'.repeat(4000))).toBe(true);
    expect(isDraftReady(50, 'x'.repeat(4001))).toBe(false);
  });
});

describe('a searched text’s draft', () => {
  it('starts the forms with no product chosen and the text as the detail', () => {
    const draft = textDraft('  paslanmaz flanş DN50 ');
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(draftStart(draft)).toEqual({ product: null, adet: undefined, tip: 'Adet', detay: 'paslanmaz flanş DN50' });
  });
  it('keeps a chosen product’s draft as it was', () => {
    const draft = { katUrun: 7, urunAd: 'Rondela', kategori: 3, adet: 0, tip: 'Adet', detay: '' } as const;
    expect(parseDraft(draft)).toEqual(draft);
    expect(draftStart(draft).product).toEqual({ id: 7, urunAd: 'Rondela', categoryId: 3 });
  });
  it('refuses a stored value that is neither', () => {
    const text = { katUrun: 0, urunAd: '', kategori: 0, adet: 0, tip: 'Adet', detay: 'vida' };
    expect(parseDraft({ ...text, detay: '  ' })).toBeUndefined();
    expect(parseDraft({ ...text, katUrun: '7' })).toBeUndefined();
    expect(parseDraft({ ...text, detay: undefined })).toBeUndefined();
    expect(parseDraft(null)).toBeUndefined();
  });
});
