import { describe, expect, it } from 'vitest';
import { redact } from './audit';

describe('a body as the audit log keeps it', () => {
  it('never keeps a password, token or code, a file, a NUL or a long text', () => {
    expect(
      redact({
        sifre: 'Gizli123',
        yeniSifreTekrar: 'x',
        token: 't',
        apiKey: 'k',
        ad: 'Ali\u0000',
        file: new Uint8Array([1, 2]),
        notlar: 'a'.repeat(600),
        list: [{ password: 'p', id: 3 }],
      }),
    ).toEqual({
      sifre: '[gizli]',
      yeniSifreTekrar: '[gizli]',
      token: '[gizli]',
      apiKey: '[gizli]',
      ad: 'Ali',
      file: '[dosya]',
      notlar: `${'a'.repeat(500)}…`,
      list: [{ password: '[gizli]', id: 3 }],
    });
    expect(redact(undefined)).toBeNull();
  });
});
