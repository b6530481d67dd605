import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconFile, IconTrash } from '@tabler/icons-react';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { formatDate } from '../lib/format';

/** '2,4 MB', '312 KB' */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}

type Props = {
  files: Attachment[];
  onDownload: (file: Attachment) => void;
  /** shown when given: the file is removed after a confirmation naming it */
  onDelete?: (file: Attachment) => void;
  /** the file being downloaded or removed */
  busyId?: number | null;
};

/** Attached files (drawings, quotes): name, kind, size and date, a download button and, for their owner, delete. */
export function FileList({ files, onDownload, onDelete, busyId }: Props) {
  const confirm = (file: Attachment) =>
    modals.openConfirmModal({
      title: 'Dosyayı Sil',
      children: <Text size="sm">{file.name} silinsin mi?</Text>,
      labels: { confirm: 'Sil', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete?.(file),
    });
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Paper key={file.id} component="li" withBorder radius="md" px="sm" py="xs">
          <Group gap="sm" wrap="nowrap">
            <IconFile size={22} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Group gap="xs">
                <Badge size="xs" variant="light" tt="uppercase">
                  {file.kind}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatSize(file.size)} · {formatDate(file.createdAt)}
                </Text>
              </Group>
            </Stack>
            <Tooltip label="İndir">
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => onDownload(file)}
                loading={busyId === file.id}
                aria-label={`İndir: ${file.name}`}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
            {onDelete && (
              <Tooltip label="Sil">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => confirm(file)}
                  disabled={busyId === file.id}
                  aria-label={`Sil: ${file.name}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
