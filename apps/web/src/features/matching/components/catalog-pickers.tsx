import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { MATCH_LIMITS } from '@tedarik/contract/matching/member';
import { fold } from '@tedarik/contract/text';
import { useMemo, useState } from 'react';
import { catalogSearchQuery, categoryPath } from '../../../lib/catalog-search';
import { asAnswered, ChipPicker, type Chosen } from './chip-picker';

type PickerProps = {
  /** every category (GET /api/kategoriListLink); undefined while it loads */
  tree: CategoryRef[] | undefined;
  chosen: Chosen[];
  onChange: (chosen: Chosen[]) => void;
  error?: string;
};

const without = (chosen: Chosen[], id: number) => chosen.filter((c) => c.id !== id);

/** Catalog products found by name (3 characters or more, Turkish rules: GET /api/katalogAra), each with its path. */
export function ProductPicker({ tree, chosen, onChange, error }: PickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const searching = fold(debounced).length >= SEARCH_MIN_CHARS;
  const search = useQuery({ ...catalogSearchQuery(debounced), enabled: searching });
  const hits = searching ? (search.data ?? []) : [];
  const options = hits.map((p) => {
    const path = tree ? categoryPath(tree, p.katid) : '';
    return { value: String(p.id), label: path ? `${p.urunAd} (${path})` : p.urunAd };
  });
  const nothingFound = !searching
    ? `En az ${SEARCH_MIN_CHARS} karakter yazın.`
    : search.isError
      ? 'Ürünler yüklenemedi.'
      : search.isFetching
        ? 'Aranıyor...'
        : 'Sonuç bulunamadı...';
  return (
    <ChipPicker
      label="Kategori Ürünleri"
      description="Ürünlerinize ek olarak taleplerini görmek istediğiniz kategori ürünlerini arayıp ekleyin."
      placeholder="Ör. çelik boru"
      options={options}
      search={text}
      onSearch={setText}
      filter={asAnswered}
      nothingFound={nothingFound}
      chosen={chosen}
      onAdd={(id, label) => onChange([...chosen, { id, name: hits.find((p) => p.id === id)?.urunAd ?? label }])}
      onRemove={(id) => onChange(without(chosen, id))}
      full={chosen.length >= MATCH_LIMITS.products}
      error={error}
    />
  );
}

/** Whole categories (their sub-categories included), by their path, searched with Turkish rules. */
export function CategoryPicker({ tree, chosen, onChange, error }: PickerProps) {
  const [text, setText] = useState('');
  const options = useMemo(
    () =>
      tree
        ?.map((c) => ({ value: String(c.id), label: categoryPath(tree, c.id) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'tr')),
    [tree],
  );
  const pathOf = (item: Chosen) => (tree && categoryPath(tree, item.id)) || item.name;
  return (
    <ChipPicker
      label="Kategoriler"
      description="Bir kategori seçildiğinde alt kategorilerindeki talepler de iletilir."
      placeholder="Kategori arayın"
      options={options}
      search={text}
      onSearch={setText}
      filter={({ options: all, search }) => {
        const q = fold(search);
        return all.filter((o) => 'label' in o && fold(o.label).includes(q));
      }}
      nothingFound="Sonuç bulunamadı..."
      chosen={chosen}
      chipLabel={pathOf}
      onAdd={(id, label) => onChange([...chosen, { id, name: label }])}
      onRemove={(id) => onChange(without(chosen, id))}
      full={chosen.length >= MATCH_LIMITS.categories}
      error={error}
    />
  );
}
