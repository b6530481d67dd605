import { describe, expect, it } from 'vitest';
import { base64Utf8 } from './base64';

describe('base64Utf8', () => {
  it('encodes ASCII like btoa', () => {
    expect(base64Utf8('a@b.com:tok')).toBe(btoa('a@b.com:tok'));
  });

  it('encodes Turkish letters as UTF-8', () => {
    expect(base64Utf8('şükrü@örnek.com:t')).toBe(Buffer.from('şükrü@örnek.com:t', 'utf8').toString('base64'));
  });
});
