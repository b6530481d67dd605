import { Anchor, Button, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { useDeletePageCategory } from '../api/admin-delete-page-category';
import { pageCategoriesQuery } from '../api/admin-get-page-categories';
import { contentHref } from './links';
import { AddPageCategoryDialog, EditPageCategoryDialog, type PageCategory } from './page-category-dialogs';

const COLUMNS: Column<PageCategory>[] = [
  { header: 'Kategori Adı', cell: (c) => c.katAd },
  { header: 'Sıra', cell: (c) => c.sira, nowrap: true },
];

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; category: PageCategory };

/**
 * sayfaKat (admin spec §2 "Pages"): the footer's page groups, added, changed and deleted in dialogs. Deleting one
 * warns first that its pages stay without a group.
 */
export function PageCategories() {
  const { data, error } = useQuery(pageCategoriesQuery());
  const remove = useDeletePageCategory();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const next = Math.max(0, ...(data ?? []).map((c) => c.sira)) + 1;
  // the name stays in the question while the dialog fades out
  const deleting = useRef<PageCategory | null>(null);
  if (dialog?.kind === 'delete') deleting.current = dialog.category;

  return (
    <Stack gap="md">
      <ScreenHeader title="Sayfa Kategorileri">
        <Anchor component={Link} to={contentHref.pages} size="sm">
          Sayfalar
        </Anchor>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
          disabled={!data}
        >
          Kategori Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Sayfa kategorileri"
          columns={COLUMNS}
          rows={data}
          rowKey={(c) => c.id}
          minWidth={360}
          actions={{
            name: (c) => c.katAd,
            more: [
              {
                label: 'Detay',
                icon: <IconPencil size={16} aria-hidden />,
                onClick: (category) => setDialog({ kind: 'edit', category }),
              },
              {
                label: 'Sil',
                color: 'red',
                icon: <IconTrash size={16} aria-hidden />,
                onClick: (category) => setDialog({ kind: 'delete', category }),
              },
            ],
          }}
        />
      )}
      {dialog?.kind === 'add' && <AddPageCategoryDialog next={next} onClose={close} />}
      {dialog?.kind === 'edit' && <EditPageCategoryDialog category={dialog.category} onClose={close} />}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={`${deleting.current?.katAd ?? ''} silinsin mi?`}
        message={CONTENT_MSG.pageCategoryWarning}
        confirm="Sil"
        color="red"
        onConfirm={async () => {
          if (!deleting.current) return;
          await remove.mutateAsync(deleting.current.id);
          notifySuccess(CONTENT_MSG.deleted);
        }}
        onClose={close}
      />
    </Stack>
  );
}
