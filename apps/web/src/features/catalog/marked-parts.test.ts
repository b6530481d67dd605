import { describe, expect, it } from 'vitest';
import { markedParts } from './marked-parts';

describe("a suggestion's marked parts", () => {
  it('alternate plain and marked, the name whole', () => {
    expect(markedParts('Dikişli Çelik Boru', [[14, 18]])).toEqual(['Dikişli Çelik ', 'Boru', '']);
    expect(
      markedParts('Paslanmaz Çelik Boru', [
        [0, 6],
        [16, 20],
      ]),
    ).toEqual(['', 'Paslan', 'maz Çelik ', 'Boru', '']);
    expect(markedParts('Galvanizli Boru', [])).toEqual(['Galvanizli Boru']);
  });

  it('leave out a range out of the name, empty, or behind the one before', () => {
    const name = 'Çelik Hasır';
    for (const marks of [[[6, 40]], [[3, 3]], [[-1, 2]]] as [number, number][][])
      expect(markedParts(name, marks)).toEqual([name]);
    expect(
      markedParts(name, [
        [6, 11],
        [0, 5],
      ]),
    ).toEqual(['Çelik ', 'Hasır', '']);
  });
});
