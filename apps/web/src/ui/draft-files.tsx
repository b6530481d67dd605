// Files picked while a form is filled (issue 47 item 21): each is uploaded at once as the member's draft (POST
// /api/v2/draft-files, with its progress) and the form's save names their ids, which attaches them in the save's own
// transaction. A file taken back before the save is removed (DELETE /api/v2/draft-files/{id}); one left in a form
// never saved is removed by the server after a day. Shared by the request form and the offer form.
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { addDraftFile, type DraftFile, deleteDraftFile } from '@tedarik/contract/attachments/member';
import { useState } from 'react';
import { call } from '../lib/call';
import { errorText } from '../lib/http';
import { FileDrop } from './file-drop';
import { formatSize } from './file-list';

export type DraftFiles = ReturnType<typeof useDraftFiles>;

/** The drafts of one form: what was uploaded, the upload running, the last refusal. */
export function useDraftFiles() {
  const [files, setFiles] = useState<DraftFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const add = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const draft = await call(addDraftFile, { body: { file } }, { onUploadProgress: setProgress });
      setFiles((list) => [...list, draft]);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (draft: DraftFile) => {
    setError(null);
    setRemoving(draft.id);
    try {
      await call(deleteDraftFile, { params: { id: draft.id } });
      setFiles((list) => list.filter((f) => f.id !== draft.id));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRemoving(null);
    }
  };
  return {
    files,
    /** the ids the form's save sends */
    ids: files.map((f) => f.id),
    progress,
    error,
    removing,
    add,
    remove,
    /** after the save: the files are the saved form's now */
    clear: () => setFiles([]),
  };
}

type Props = {
  drafts: DraftFiles;
  /** the most files the form takes (a request 5, an offer 1) */
  max: number;
  label: string;
  /** the server's refusal of the form's files (its `fields`), beside them */
  fieldError?: string;
};

/** The form's files: the drop area while there is room, and the files picked, each with its 'Kaldır'. */
export function DraftFileField({ drafts, max, label, fieldError }: Props) {
  const full = drafts.files.length >= max;
  return (
    <Stack gap="xs" role="group" aria-label="Dosyalar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Dosyalar
        </Text>
        <Text size="xs" c="dimmed">
          {drafts.files.length} / {max} · İsteğe bağlı
        </Text>
      </Group>
      {drafts.files.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {drafts.files.map((file) => (
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
                      {formatSize(file.size)}
                    </Text>
                  </Group>
                </Stack>
                <Tooltip label="Kaldır">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => drafts.remove(file)}
                    loading={drafts.removing === file.id}
                    aria-label={`Kaldır: ${file.name}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!full && (
        <FileDrop label={label} progress={drafts.progress} error={drafts.error} onFile={(file) => drafts.add(file)} />
      )}
      {full && drafts.error && (
        <Text size="sm" c="red.8" role="alert">
          {drafts.error}
        </Text>
      )}
      {fieldError && (
        <Text size="sm" c="red.8" role="alert">
          {fieldError}
        </Text>
      )}
    </Stack>
  );
}
