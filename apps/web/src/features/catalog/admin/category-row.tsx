import { ActionIcon, Badge, Box, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsMove, IconDots, IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import type { Category, CategoryDialog } from './category-index';
import { catalogAdminHref } from './links';

type Props = {
  category: Category;
  /** its name in the tree; 'parent > name' in the search's list */
  label: string;
  /** the tree's expand button (or the room of one) */
  toggle?: ReactNode;
  onAction: (dialog: CategoryDialog) => void;
};

/**
 * One category of the category screen (admin spec §2): its name, its tags as buttons (to its tag page), 'Ürünler'
 * with the number of products in it and below it when above 0, and its actions: add a sub-category, rename
 * ('Güncelle'), move ('Kat Değiştir'), tags, delete.
 */
export function CategoryRow({ category, label, toggle, onAction }: Props) {
  const { id, katAd, toplamAltUrun } = category;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      justify="space-between"
      py={6}
      px="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        {toggle}
        <Group gap={6} miw={0}>
          <Text fw={500}>{label}</Text>
          {category.katEtiketlers.map((tag) => (
            <Button
              key={tag.id}
              component={Link}
              to={catalogAdminHref.tags(id)}
              size="compact-xs"
              variant="default"
              radius="xl"
              fw={400}
            >
              {tag.etiket}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={catalogAdminHref.products(id)}
          size="compact-sm"
          variant="light"
          aria-label={`Ürünler: ${katAd}`}
        >
          Ürünler
        </Button>
        {toplamAltUrun > 0 && (
          <Badge size="sm" variant="filled" tt="none" miw="max-content">
            {formatCount(toplamAltUrun)}
            <VisuallyHidden> ürün</VisuallyHidden>
          </Badge>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`İşlemler: ${katAd}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'add', parent: category })}
            >
              Alt Kategori Ekle
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'rename', category })}
            >
              Güncelle
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowsMove size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'move', category })}
            >
              Kat Değiştir
            </Menu.Item>
            <Menu.Item component={Link} to={catalogAdminHref.tags(id)} leftSection={<IconTags size={16} aria-hidden />}>
              Etiketler
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'delete', category })}
            >
              Sil
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

/** The room of an expand button, so that names line up in the tree. */
export const NoToggle = () => <Box w={28} miw={28} aria-hidden />;
