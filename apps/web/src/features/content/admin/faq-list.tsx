import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import { useState } from 'react';
import { shorten } from '../../../lib/format';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { useDeleteFaq } from '../api/admin-delete-faq';
import { adminFaqQuery } from '../api/admin-get-faq';
import { plainText } from '../plain-text';
import { AddFaqDialog, EditFaqDialog, type Faq } from './faq-dialogs';

const COLUMNS: Column<Faq>[] = [
  { header: 'Soru', cell: (f) => f.soru },
  {
    header: 'Cevap',
    cell: (f) => (
      <Text size="sm" c="dimmed">
        {shorten(plainText(f.cevap), 140)}
      </Text>
    ),
  },
  { header: 'Sıra', cell: (f) => f.sira, nowrap: true },
];

/** sss (admin spec §2 "FAQ"): one screen, its add, detail/edit and delete in dialogs; each answer is the new list. */
export function FaqAdmin() {
  const { data, error } = useQuery(adminFaqQuery());
  const remove = useDeleteFaq();
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; faq: Faq } | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <ScreenHeader title="Sıkça Sorulan Sorular">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
          Soru Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Sıkça sorulan sorular"
          columns={COLUMNS}
          rows={data}
          rowKey={(f) => f.id}
          minWidth={640}
          actions={{
            name: (f) => f.soru,
            more: [
              {
                label: 'Detay',
                icon: <IconPencil size={16} aria-hidden />,
                onClick: (faq) => setDialog({ kind: 'edit', faq }),
              },
            ],
            onDelete: async (f) => {
              await remove.mutateAsync(f.id);
              notifySuccess(CONTENT_MSG.deleted);
            },
          }}
        />
      )}
      {dialog?.kind === 'add' && <AddFaqDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditFaqDialog faq={dialog.faq} onClose={close} />}
    </Stack>
  );
}
