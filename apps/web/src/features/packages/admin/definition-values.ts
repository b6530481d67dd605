// A package definition's form values and what the contract checks of them (admin spec §5 "packages").

/** The fields a package definition is added and edited with; the numbers as the inputs hold them ('' when blank). */
export type DefinitionValues = {
  baslik: string;
  metin: string;
  sira: number | string;
  fiyat: number | string;
  ind: number | string;
};

const money = (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? amount(value) : value);

/**
 * What the contract checks (a blank duration is refused there: 'Sira Numarasi Girin.'): a price still held as text
 * ('1.500,50') is read the Turkish way.
 */
export const definitionInput = <V extends DefinitionValues>(values: V) => ({
  ...values,
  fiyat: money(values.fiyat),
  ind: money(values.ind),
});

/** A money input's value as a number: 1234.5, '1.234,5' → 1234.5; blank or unreadable → 0. */
export function amount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value.trim().replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}
