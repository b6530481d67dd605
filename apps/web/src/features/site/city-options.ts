import type { ComboboxItem } from '@mantine/core';
import type { Countries } from '@tedarik/contract/settings/public';

/**
 * The cities of a country as a select's options, in Turkish alphabetical order (COPY.md "Provinces": Çanakkale
 * after Bursa, İzmir after Isparta). Undefined while the countries load; empty for an unknown country.
 */
export function cityOptions(countries: Countries | undefined, countryId: number): ComboboxItem[] | undefined {
  if (!countries) return undefined;
  return countries.sehirler
    .filter((city) => city.ulke === countryId)
    .map((city) => ({ value: String(city.id), label: city.baslik }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
}
