import { Button, Group, Modal, NavLink, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconSearch, IconSitemap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CATALOG_SEARCH_MAX, SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';
import { useMemo, useState } from 'react';
import { type CatalogHit, catalogSearchQuery, categoryPath } from '../../../lib/catalog-search';
import {
  type CatalogChoice,
  CatalogProductPicker,
  type CategoryTree,
  type ChosenProduct,
  choiceOf,
} from '../../../ui/catalog-product-picker';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';

type Props = {
  tree: CategoryTree;
  value: CatalogHit | null;
  onChange: (product: CatalogHit) => void;
};

const NO_CHOICE: CatalogChoice = { sector: null, category: null, product: null };
/** Hits shown at once; the server gives one more, to tell that there are more. */
const SHOWN = CATALOG_SEARCH_MAX - 1;

/**
 * The wizard's first step: the catalog product the new product is listed under, found by name (3 characters or more,
 * Turkish rules) or chosen in the sector → category → product tree in a modal.
 */
export function CatalogProductStep({ tree, value, onChange }: Props) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const searching = fold(debounced).length >= SEARCH_MIN_CHARS;
  const search = useQuery({ ...catalogSearchQuery(debounced), enabled: searching });
  const found = useMemo(
    () =>
      (search.data ?? []).map((p) => ({
        id: p.id,
        urunAd: p.urunAd,
        categoryId: p.katid,
        path: categoryPath(tree.data, p.katid),
      })),
    [search.data, tree.data],
  );
  const hits = found.slice(0, SHOWN);
  const [opened, modal] = useDisclosure(false);
  const [choice, setChoice] = useState<CatalogChoice>(NO_CHOICE);
  const [picked, setPicked] = useState<ChosenProduct | null>(null);

  const openTree = () => {
    setChoice(value ? choiceOf(tree.data, value.categoryId, value.id) : NO_CHOICE);
    setPicked(value ? { id: value.id, urunAd: value.urunAd, categoryId: value.categoryId } : null);
    modal.open();
  };
  const takePicked = () => {
    if (!picked) return;
    onChange({ ...picked, path: categoryPath(tree.data, picked.categoryId) });
    modal.close();
  };

  return (
    <Stack gap="md">
      {value ? (
        <Paper withBorder radius="md" p="sm" role="status" aria-label="Seçilen Ürün">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={22} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} miw={0}>
              <Text size="sm" c="dimmed">
                Seçilen Ürün
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value.urunAd}
              </Text>
              <Text size="sm" c="dimmed">
                {value.path}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Ürününüzün listeleneceği katalog ürününü arayarak veya kategorilerden seçin.
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Katalogda Ara"
          description={`En az ${SEARCH_MIN_CHARS} karakter`}
          placeholder="Ör. çelik boru"
          type="search"
          autoComplete="off"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={tree.loading}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button variant="default" leftSection={<IconSitemap size={18} />} onClick={openTree} disabled={tree.loading}>
          Kategoriden Seç
        </Button>
      </Group>
      {searching && search.isError && <QueryError error={search.error} />}
      {searching &&
        search.isSuccess &&
        (hits.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {EMPTY.results}
          </Text>
        ) : (
          <Paper withBorder radius="md" p={4} role="group" aria-label="Arama sonuçları">
            {hits.map((hit) => (
              <NavLink
                key={hit.id}
                component="button"
                type="button"
                label={hit.urunAd}
                description={hit.path}
                aria-pressed={value?.id === hit.id}
                fw={value?.id === hit.id ? 700 : undefined}
                rightSection={
                  value?.id === hit.id ? (
                    <IconCircleCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
                  ) : undefined
                }
                onClick={() => onChange(hit)}
              />
            ))}
            {found.length > SHOWN && (
              <Text size="xs" c="dimmed" px="sm" py={6}>
                İlk {SHOWN} sonuç gösteriliyor; aramanızı daraltın.
              </Text>
            )}
          </Paper>
        ))}
      <Modal
        opened={opened}
        onClose={modal.close}
        title="Kategoriden Seç"
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Stack gap="md">
          <CatalogProductPicker
            tree={tree}
            value={choice}
            onChange={(next, product) => {
              setChoice(next);
              setPicked(product);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              Vazgeç
            </Button>
            <Button onClick={takePicked} disabled={!picked}>
              Seç
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
