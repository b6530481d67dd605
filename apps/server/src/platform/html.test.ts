import { describe, expect, it } from 'vitest';
import { cleanHtml, summary } from './html';

describe('rich text', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const html = cleanHtml(
      '<p style="text-align:center">Merhaba <b>dünya</b></p><script>x()</script><img src="a.png" onerror="x()">',
    );
    expect(html).toBe('<p style="text-align:center">Merhaba <b>dünya</b></p><img src="a.png" />');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('summarises to plain text without gluing paragraphs, cut at a word', () => {
    expect(summary('<p>Birinci cümle.</p><p>İkinci&nbsp;cümle.</p>')).toBe('Birinci cümle. İkinci cümle.');
    const long = summary(`<p>${'kelime '.repeat(60)}</p>`, 50);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long).not.toMatch(/kelim…$/);
  });
});
