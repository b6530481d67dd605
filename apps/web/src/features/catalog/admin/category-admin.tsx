import { Button, Card, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { fold } from '@tedarik/contract/text';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { EMPTY, EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { categoryNodesQuery } from '../api/admin-get-category-nodes';
import { flatCategoriesQuery } from '../api/admin-get-flat-categories';
import { CategoryDialogs } from './category-dialogs';
import { type CategoryDialog, flatLabel, searchCategories } from './category-index';
import { CategoryRow } from './category-row';
import { CategoryTree } from './category-tree';

/** The search's list stays short enough to render at once; a wider search is narrowed by typing more. */
const SEARCH_LIMIT = 200;

/**
 * kategoriler (admin spec §2 "Categories"): the tree with expand buttons and 'Kategori Ekle'; typing in 'Ara' turns
 * it into the flat list of 'parent > name' (GET /adn_api/allKatListe, filtered here with Turkish rules). Every write
 * answers the new tree, which replaces the cached one.
 */
export function CategoryAdmin() {
  const tree = useQuery(categoryNodesQuery());
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const searching = fold(query) !== '';
  const flat = useQuery({ ...flatCategoriesQuery(), enabled: searching });
  const found = useMemo(
    () => (searching && flat.data ? searchCategories(flat.data, query, SEARCH_LIMIT) : null),
    [searching, flat.data, query],
  );
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const opened = (id: number) => setOpen((current) => (current.has(id) ? current : new Set(current).add(id)));

  const shown = searching ? flat : tree;
  let body: ReactNode;
  if (shown.error) body = <QueryError error={shown.error} />;
  else if (!(searching ? found : tree.data))
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label="Yükleniyor" />
      </Center>
    );
  else if (found)
    body = found.count ? (
      <Stack gap={0} component="ul" aria-label="Arama sonuçları" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {found.shown.map((c) => (
          <li key={c.id}>
            <CategoryRow category={c} label={flatLabel(c)} onAction={setDialog} />
          </li>
        ))}
      </Stack>
    ) : (
      <EmptyText text={EMPTY.results} />
    );
  else if (tree.data?.length)
    body = <CategoryTree nodes={tree.data} open={open} onToggle={toggle} onAction={setDialog} />;
  else body = <EmptyText />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Kategoriler</Title>
        <Group gap="sm" align="flex-end">
          <TextInput
            type="search"
            aria-label="Ara"
            placeholder="Ara"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add', parent: null })}
          >
            Kategori Ekle
          </Button>
        </Group>
      </Group>
      {found && found.count > found.shown.length && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatCount(found.count)} kategoriden ilk {formatCount(found.shown.length)} tanesi gösteriliyor; aramayı
          daraltın.
        </Text>
      )}
      <Card withBorder radius="md" padding="xs">
        {body}
      </Card>
      <CategoryDialogs dialog={dialog} onClose={() => setDialog(null)} onAdded={opened} />
    </Stack>
  );
}
