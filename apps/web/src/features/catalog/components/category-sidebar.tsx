import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Collapse,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconCategory, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ProductSuggestion } from '@tedarik/contract/catalog/public';
import { useMemo, useState } from 'react';
import { loginHref } from '../../../lib/return-path';
import { useMemberUser } from '../../../lib/session';
import { newTicketHref } from '../../../lib/support-links';
import { Link } from '../../../ui/navigation';
import { categoryLinksQuery } from '../api/get-category-links';
import { productSearchQuery } from '../api/search-products';
import { buildTree, type CategoryNode, filterTree, isSearching, pathTo } from '../category-tree';
import { searchHref } from '../links';

const NONE_TOGGLED: ReadonlyMap<number, boolean> = new Map();

export const CATEGORY_NOT_FOUND = 'Aradığınız kategori bulunamadı. Destek talebi oluşturarak bize bildirebilirsiniz.';

/**
 * The new support ticket about a category the search did not find, subject and message filled in with the search;
 * a visitor logs in first and comes back to it (?donus=).
 */
function missingCategoryTicketHref(query: string, member: boolean): string {
  const text = query.trim();
  const href = newTicketHref({
    subject: `Kategori önerisi: ${text}`,
    message: `Kategorilerde "${text}" aradım ancak bulamadım. Bu kategorinin eklenmesini rica ederim.`,
  });
  return member ? href : loginHref(href);
}

type Props = {
  /** the list whose categories these are: a category's page is /urunler-{link} or /talepler-{link} */
  list: '/urunler' | '/talepler';
  activeId?: number;
  /** the products sidebar: while searching, the matching catalog products too, each a link to its products */
  productSearch?: boolean;
};

type Branches = {
  /** the ids from the sector down to the page's category: these branches are open */
  open: number[];
  /** branches opened or closed by their chevron since the page's category last changed */
  toggled: ReadonlyMap<number, boolean>;
  toggle: (id: number, expanded: boolean) => void;
  searching: boolean;
  /** a category without sub-categories was chosen: on phones the tree folds away from its list */
  chosen: () => void;
};

/**
 * Each category is a link to its page; one with sub-categories has a chevron beside the link that folds its branch.
 * Not Mantine's NavLink with children: that one cancels the link's click to toggle itself, and with `opened` set from
 * here it did neither.
 */
function TreeItems({ nodes, props, branches }: { nodes: CategoryNode[]; props: Props; branches: Branches }) {
  return nodes.map((node) => {
    const hasChildren = node.children.length > 0;
    const link = (
      <NavLink
        key={node.id}
        component={Link}
        to={`${props.list}-${node.link}`}
        label={node.katAd}
        active={node.id === props.activeId}
        aria-current={node.id === props.activeId ? 'page' : undefined}
        py={6}
        style={{ flex: 1, minWidth: 0 }}
        onClick={hasChildren ? undefined : branches.chosen}
      />
    );
    if (!hasChildren) return link;
    const expanded = branches.toggled.get(node.id) ?? (branches.searching || branches.open.includes(node.id));
    return (
      <div key={node.id}>
        <Group gap={2} wrap="nowrap">
          {link}
          <ActionIcon
            variant="subtle"
            color="gray"
            size={32}
            onClick={() => branches.toggle(node.id, !expanded)}
            aria-expanded={expanded}
            aria-label={`${node.katAd} alt kategorileri`}
          >
            <IconChevronDown size={16} style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
          </ActionIcon>
        </Group>
        <Collapse expanded={expanded} keepMounted={false}>
          <Box pl="sm">
            <TreeItems nodes={node.children} props={props} branches={branches} />
          </Box>
        </Collapse>
      </div>
    );
  });
}

/**
 * The catalog products matching the sidebar's search (GET /api/urunAra, at most 5), each a link to its products; on
 * phones the tree folds away from the list when one is chosen.
 */
function ProductMatches({ products, chosen }: { products: ProductSuggestion[]; chosen: () => void }) {
  if (products.length === 0) return null;
  return (
    <Box mt="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs">
        Ürünler
      </Text>
      {products.map((product) => (
        <NavLink
          key={product.id}
          component={Link}
          to={searchHref(product)}
          label={product.urun}
          leftSection={<IconSearch size={14} />}
          py={4}
          onClick={chosen}
        />
      ))}
    </Box>
  );
}

/**
 * The category tree of the product and request lists with its search box: from 3 characters the tree is narrowed
 * on the client (Turkish case rules), and the product list's sidebar shows the matching catalog products below it; no
 * match shows the not-found hint pointing to a support ticket. On small screens the tree folds under a 'Kategoriler'
 * button.
 */
export function CategorySidebar(props: Props) {
  // The list pages' loaders load the categories (a rendered page carries them).
  const { data, isError } = useQuery(categoryLinksQuery());
  const member = Boolean(useMemberUser());
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const products = useQuery({
    ...productSearchQuery(debounced),
    enabled: Boolean(props.productSearch) && isSearching(debounced),
  });
  // On a small screen the tree arrives folded, but open on the page of a category with sub-categories: the visitor
  // who chose a sector goes on to choose in it (each choice is a page of its own, DESIGN §9).
  const [shown, toggle] = useDisclosure(
    props.activeId !== undefined && Boolean(data?.some((category) => category.ustKat === props.activeId)),
  );
  const tree = useMemo(() => (data ? buildTree(data) : []), [data]);
  const searching = isSearching(query);
  // the hint waits for the product search of the text typed (debounced), which may still find something
  const productsMayMatch =
    props.productSearch && (debounced !== query || products.isPending || (products.data?.length ?? 0) > 0);
  const nodes = useMemo(() => (searching ? filterTree(tree, query) : tree), [tree, query, searching]);
  const open = useMemo(() => pathTo(tree, props.activeId), [tree, props.activeId]);
  // The chevrons' choices hold until the page's category changes; then the open branch is the URL's again.
  const [toggles, setToggles] = useState<{ at?: number; ids: ReadonlyMap<number, boolean> }>({ ids: new Map() });
  const branches: Branches = {
    open,
    toggled: toggles.at === props.activeId ? toggles.ids : NONE_TOGGLED,
    toggle: (id, expanded) =>
      setToggles((t) => ({
        at: props.activeId,
        ids: new Map(t.at === props.activeId ? t.ids : []).set(id, expanded),
      })),
    searching,
    chosen: toggle.close,
  };

  return (
    <Paper withBorder p="sm" radius="md" component="nav" aria-label="Kategoriler">
      <Button
        hiddenFrom="md"
        variant="subtle"
        fullWidth
        justify="flex-start"
        leftSection={<IconCategory size={18} />}
        rightSection={<IconChevronDown size={16} style={{ transform: shown ? 'rotate(180deg)' : undefined }} />}
        onClick={toggle.toggle}
        aria-expanded={shown}
      >
        Kategoriler
      </Button>
      {/* Folded on a small screen by the style sheet, not by a script: the server's page (the server knows no screen)
          arrives folded there and open on a large one, and nothing moves when the page comes alive. */}
      <Box visibleFrom={shown ? undefined : 'md'}>
        <Stack gap="xs" pt={{ base: 'xs', md: 0 }}>
          <Text fw={700} visibleFrom="md">
            Kategoriler
          </Text>
          <TextInput
            aria-label="Kategori ara"
            placeholder="Kategori ara (en az 3 harf)"
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
          />
          {isError && (
            <Text size="sm" c="dimmed">
              Kategoriler yüklenemedi.
            </Text>
          )}
          {searching && nodes.length === 0 && !productsMayMatch ? (
            <Alert color="yellow" variant="light" role="status">
              <Stack gap={6}>
                <Text size="sm">{CATEGORY_NOT_FOUND}</Text>
                <Anchor component={Link} to={missingCategoryTicketHref(query, member)} size="sm" fw={600}>
                  Destek Talebi Oluştur
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            // the browser's own scrolling: Mantine's ScrollArea brings floating-ui (15 KB gzip) to every list page
            <Box mah={{ base: 420, md: 640 }} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
              <NavLink
                component={Link}
                to={props.list}
                label="Tüm Kategoriler"
                active={props.activeId === undefined}
                py={6}
              />
              <TreeItems nodes={nodes} props={props} branches={branches} />
              {searching && props.productSearch && (
                <ProductMatches products={products.data ?? []} chosen={toggle.close} />
              )}
            </Box>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
