import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops tags, keeps paragraphs apart and decodes entities', () => {
    expect(plainText('<p>Kargo <strong>ücretsiz</strong></p><p>Ödeme &amp; fatura</p>')).toBe(
      'Kargo ücretsiz Ödeme & fatura',
    );
    expect(plainText('Düz metin\nikinci satır')).toBe('Düz metin ikinci satır');
    expect(plainText('&lt;script&gt;')).toBe('<script>');
    expect(plainText('')).toBe('');
  });
});
