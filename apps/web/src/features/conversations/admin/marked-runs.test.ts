import { describe, expect, it } from 'vitest';
import { complaintsHref, showsAllComplaints, threadHref } from './links';
import { kindsText, markedRuns } from './marked-runs';

describe("the marks on a thread's originals", () => {
  it('marks what the other side was not shown, each run with its kind', () => {
    const text = 'WhatsApp: 0532 123 45 67, satis@ornek.com adresine yazın';
    expect(markedRuns(text, ['phone', 'email'])).toEqual([
      { text: 'WhatsApp: ' },
      { text: '0532 123 45 67', hidden: 'phone' },
      { text: ', ' },
      { text: 'satis@ornek.com', hidden: 'email' },
      { text: ' adresine yazın' },
    ]);
    expect(kindsText(['phone', 'email', 'web', 'iban'])).toBe('Telefon, E-posta, Web Adresi, IBAN');
  });

  it('marks nothing once the other side saw it whole (an accepted offer), or in a text without contacts', () => {
    expect(markedRuns('WhatsApp: 0532 123 45 67', [])).toEqual([{ text: 'WhatsApp: 0532 123 45 67' }]);
    expect(markedRuns('EN 10204 3.1, 27.11.2026 teslim', [])).toEqual([{ text: 'EN 10204 3.1, 27.11.2026 teslim' }]);
  });
});

describe('the links of the complaint screens', () => {
  it('names the queue, its every-complaint view and a thread', () => {
    expect([complaintsHref(), complaintsHref(true), threadHref(7)]).toEqual([
      '/adminimt/sikayetler',
      '/adminimt/sikayetler?durum=tumu',
      '/adminimt/konusma-7',
    ]);
    expect([showsAllComplaints('?durum=tumu'), showsAllComplaints(''), showsAllComplaints('?durum=x')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
