// The back-office's table (DESIGN §2b "ui/admin"): given columns, a loading state, the spec's empty text, optional
// row actions ('Detay', 'Sil' with a confirmation naming the item) and the pager of the list. Small on purpose: the
// spec's screens are irregular, so a screen writes its own cells and keeps anything else next to the table.
import { ActionIcon, Button, Center, Loader, Menu, Table, type TableProps } from '@mantine/core';
import { IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import { type Key, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyText } from '../empty-text';
import { Pager, type PagerProps } from '../pager';
import { ConfirmDeleteModal } from './confirm-delete-modal';

export const NO_RECORDS = 'Henüz kayıt yok.';

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** keeps a short cell on one line (dates, amounts, badges) */
  nowrap?: boolean;
  width?: number | string;
  /** a screen's own row buttons ('Güncelle', 'Durum'): kept in sight at the right end, like the row actions */
  pinned?: boolean;
};

/**
 * The row actions' cells (and a pinned column's) stay at the right end of the table's box while it scrolls sideways
 * (a phone, a long e-mail): a row's buttons are never cut off or scrolled out of sight (issue 35). Opaque, so the
 * cells they pass over do not show through.
 */
const PINNED = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  whiteSpace: 'nowrap',
} as const;

/** One more entry of a row's menu: a page of the row, or an action the screen runs (and confirms) itself. */
type RowAction<T> = { label: string; icon?: ReactNode; color?: string } & (
  | { href: (row: T) => string }
  | { onClick: (row: T) => void }
);

type RowActions<T> = {
  /** what the item is called in the confirmation ('{ad} silinsin mi?') and in the buttons' accessible names */
  name: (row: T) => string;
  /** the detail page of a row */
  detail?: (row: T) => string;
  /** the detail opens in a new tab (the member lists, admin spec §2) */
  newTab?: boolean;
  /** between 'Detay' and 'Sil' ('Görsel', 'Durum') */
  more?: readonly RowAction<T>[];
  /** deletes the row; the list is refreshed by the mutation's invalidation */
  onDelete?: (row: T) => Promise<unknown>;
  /** whether a row offers 'Sil' (default: every row, when onDelete is given) */
  deletable?: (row: T) => boolean;
};

type Props<T> = {
  /** the table's accessible name */
  label: string;
  columns: readonly Column<T>[];
  /** undefined while the first answer is awaited */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** the spec's empty text of this list */
  empty?: string;
  actions?: RowActions<T>;
  pager?: PagerProps;
  /**
   * below this width the table scrolls sideways (phones). At most 950: a back-office page's content is 956 px wide at
   * 1280 px, where a table must fit whole (issue 35).
   */
  minWidth?: number;
} & Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing'>;

export function ResourceTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = rows === undefined,
  empty = NO_RECORDS,
  actions,
  pager,
  minWidth = 720,
  ...tableProps
}: Props<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const span = columns.length + (actions ? 1 : 0);
  const whole = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={span}>{content}</Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading && !rows?.length)
    body = whole(
      <Center py="lg">
        <Loader size="sm" aria-label="Yükleniyor" />
      </Center>,
    );
  else if (!rows?.length) body = whole(<EmptyText text={empty} />);
  else
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list of the screen
          <Table.Td key={i} style={column.pinned ? PINNED : column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column.cell(row)}
          </Table.Td>
        ))}
        {actions && (
          <Table.Td style={PINNED}>
            <RowActionCell row={row} actions={actions} onDelete={() => setDeleting(row)} />
          </Table.Td>
        )}
      </Table.Tr>
    ));

  return (
    <>
      {/* An empty list does not scroll sideways: a scrolling region without a link or button inside could not be
          reached by keyboard (axe scrollable-region-focusable); a loaded table is itself a tab stop, so that one with
          no button in it (a list of states, or its headers on a phone) still scrolls by keyboard. Positioned, so that a visually hidden
          header (absolute) scrolls with the table instead of widening the page on a phone. */}
      <Table.ScrollContainer
        minWidth={rows?.length ? minWidth : 0}
        type="native"
        pos="relative"
        tabIndex={rows ? 0 : undefined}
      >
        <Table verticalSpacing="sm" aria-label={label} aria-busy={loading || undefined} {...tableProps}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list of the screen
                <Table.Th key={i} w={column.width} style={column.pinned ? PINNED : undefined}>
                  {column.header}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th w={1} style={PINNED}>
                  İşlemler
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager && <Pager {...pager} />}
      {actions?.onDelete && (
        <ConfirmDeleteModal
          name={deleting === null ? null : actions.name(deleting)}
          onConfirm={() =>
            deleting === null ? Promise.resolve() : (actions.onDelete?.(deleting) ?? Promise.resolve())
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/**
 * 'Detay' alone as a button; with 'Sil' or more entries all in a menu (admin spec §2: "Row action menus offer Detail
 * and Delete").
 */
function RowActionCell<T>({ row, actions, onDelete }: { row: T; actions: RowActions<T>; onDelete: () => void }) {
  const name = actions.name(row);
  const href = actions.detail?.(row);
  const target = actions.newTab ? { target: '_blank', rel: 'noopener' } : {};
  if (!actions.onDelete && !actions.more?.length)
    return href ? (
      <Button component={Link} to={href} {...target} size="compact-sm" variant="light" aria-label={`Detay: ${name}`}>
        Detay
      </Button>
    ) : null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`İşlemler: ${name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {href && (
          <Menu.Item component={Link} to={href} {...target} leftSection={<IconEye size={16} aria-hidden />}>
            Detay
          </Menu.Item>
        )}
        {actions.more?.map((action) =>
          'href' in action ? (
            <Menu.Item
              key={action.label}
              component={Link}
              to={action.href(row)}
              {...target}
              color={action.color}
              leftSection={action.icon}
            >
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.label}
              color={action.color}
              leftSection={action.icon}
              onClick={() => action.onClick(row)}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
        {actions.onDelete && (actions.deletable?.(row) ?? true) && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            Sil
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
