import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { QueryError } from '../../../ui/query-error';
import { useDeleteTag } from '../api/admin-delete-tag';
import { categoryDetailQuery } from '../api/admin-get-category-detail';
import { catalogAdminHref } from './links';
import { DELETED } from './messages';
import { AddTagDialog, EditTagDialog } from './tag-dialog';

type Tag = { id: number; etiket: string };
const COLUMNS: Column<Tag>[] = [{ header: 'Etiket', cell: (t) => t.etiket }];

/**
 * kategorietiketler-{id} (admin spec §2): the category's tags (from its first product page, which carries them),
 * 'Etiket Ekle', 'Detay' to rename and 'Sil', each in a dialog; a link back to the category list.
 */
export function CategoryTags({ categoryId }: { categoryId: number }) {
  const { data, error } = useQuery(categoryDetailQuery(categoryId, 1));
  const remove = useDeleteTag(categoryId);
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; tag: Tag } | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={catalogAdminHref.categories} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Kategoriler
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>Kategori Etiketleri</Title>
          {data?.kat && <Text c="dimmed">{data.kat.katAd}</Text>}
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
          disabled={!data}
        >
          Etiket Ekle
        </Button>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Etiketler"
          columns={COLUMNS}
          rows={data?.katEtiketlers}
          rowKey={(t) => t.id}
          minWidth={320}
          actions={{
            name: (t) => t.etiket,
            more: [
              {
                label: 'Detay',
                icon: <IconPencil size={16} aria-hidden />,
                onClick: (tag) => setDialog({ kind: 'edit', tag }),
              },
            ],
            onDelete: async (t) => {
              await remove.mutateAsync(t.id);
              notifySuccess(DELETED);
            },
          }}
        />
      )}
      {dialog?.kind === 'add' && <AddTagDialog categoryId={categoryId} onClose={close} />}
      {dialog?.kind === 'edit' && <EditTagDialog categoryId={categoryId} tag={dialog.tag} onClose={close} />}
    </Stack>
  );
}
