import type { Sectors } from '@tedarik/contract/catalog/public';

/** A choice of the company list's sector filter: a sector, or one of its sub-categories (shown indented). */
export type SectorChoice = { value: string; label: string; name: string; sub: boolean };

/**
 * Each sector followed by its sub-categories (admin spec §2 uye-Firma: "a sector/category filter with
 * sub-categories"). A sub-category's label names its sector ('Metal › Boru'): the box shows where it belongs, and
 * typing a sector's name finds its sub-categories too.
 */
export const sectorChoices = (sectors: Sectors): SectorChoice[] =>
  sectors.flatMap(({ kt, altKt }) => [
    { value: String(kt.id), label: kt.katAd, name: kt.katAd, sub: false },
    ...altKt.map((c) => ({ value: String(c.id), label: `${kt.katAd} › ${c.katAd}`, name: c.katAd, sub: true })),
  ]);
