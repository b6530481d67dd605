import { describe, expect, it } from 'vitest';
import { cityOptions } from './city-options';

const TR = 223;
const COUNTRIES = {
  ulkel: [
    { id: TR, baslik: 'Türkiye' },
    { id: 1, baslik: 'Almanya' },
  ],
  sehirler: [
    ...[
      { id: 35, baslik: 'İzmir' },
      { id: 17, baslik: 'Çanakkale' },
      { id: 32, baslik: 'Isparta' },
      { id: 16, baslik: 'Bursa' },
      { id: 34, baslik: 'İstanbul' },
      { id: 1, baslik: 'Adana' },
      { id: 81, baslik: 'Düzce' },
      { id: 63, baslik: 'Şanlıurfa' },
      { id: 67, baslik: 'Zonguldak' },
      { id: 48, baslik: 'Muğla' },
    ].map((city) => ({ ...city, ulke: TR })),
    { id: 900, baslik: 'Berlin', ulke: 1 },
  ],
};

describe('cityOptions', () => {
  it('lists the country’s cities in Turkish alphabetical order', () => {
    expect(cityOptions(COUNTRIES, 223)?.map((o) => o.label)).toEqual([
      'Adana',
      'Bursa',
      'Çanakkale',
      'Düzce',
      'Isparta',
      'İstanbul',
      'İzmir',
      'Muğla',
      'Şanlıurfa',
      'Zonguldak',
    ]);
  });

  it('gives ids as the select’s values', () => {
    expect(cityOptions(COUNTRIES, 1)).toEqual([{ value: '900', label: 'Berlin' }]);
  });

  it('is undefined while loading and empty for an unknown country', () => {
    expect(cityOptions(undefined, 223)).toBeUndefined();
    expect(cityOptions(COUNTRIES, 5)).toEqual([]);
  });
});
