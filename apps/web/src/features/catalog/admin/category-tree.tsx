import { ActionIcon, Box } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { CategoryNode } from '@tedarik/contract/catalog/admin';
import type { CategoryDialog } from './category-index';
import { CategoryRow, NoToggle } from './category-row';

type Props = {
  nodes: CategoryNode[];
  /** the categories whose sub-categories show */
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onAction: (dialog: CategoryDialog) => void;
};

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The category tree with expand buttons. A category's sub-categories are rendered only while it is open, so a tree of
 * a few thousand categories costs only what is shown.
 */
export function CategoryTree({ nodes, ...props }: Props) {
  return (
    <Box component="ul" aria-label="Kategori ağacı" style={listStyle}>
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} {...props} />
      ))}
    </Box>
  );
}

function TreeItem({ node, open, onToggle, onAction }: Omit<Props, 'nodes'> & { node: CategoryNode }) {
  const expanded = open.has(node.id);
  const children = `kategori-${node.id}-alt`;
  const toggle = node.altKategoriler.length ? (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={expanded}
      aria-controls={expanded ? children : undefined}
      aria-label={`Alt kategoriler: ${node.katAd}`}
      onClick={() => onToggle(node.id)}
    >
      {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  ) : (
    <NoToggle />
  );
  return (
    <li>
      <CategoryRow category={node} label={node.katAd} toggle={toggle} onAction={onAction} />
      {expanded && node.altKategoriler.length > 0 && (
        <Box component="ul" id={children} pl="lg" style={listStyle}>
          {node.altKategoriler.map((child) => (
            <TreeItem key={child.id} node={child} open={open} onToggle={onToggle} onAction={onAction} />
          ))}
        </Box>
      )}
    </li>
  );
}
