import { Badge, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { MAX_REQUEST_FILES } from '@tedarik/contract/attachments/member';
import { errorText, HttpError } from '../../../lib/http';
import { EmptyText } from '../../../ui/empty-text';
import { FileDrop } from '../../../ui/file-drop';
import { FileList } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { useDeleteFile, useUploadFile } from '../api/change-files';
import { requestFilesQuery } from '../api/get-files';
import { useDownload } from './use-download';

type Props = {
  requestId: number;
  /** the owner's page: files are added and removed here */
  editable?: boolean;
};

/**
 * 'Dosyalar' of a request: its owner adds (up to 5) and removes them; a company that may offer downloads them. For
 * anyone the server refuses, nothing shows.
 */
export function RequestFiles({ requestId, editable = false }: Props) {
  const { data, error, isPending } = useQuery(requestFilesQuery(requestId));
  const upload = useUploadFile('request', requestId);
  const remove = useDeleteFile();
  const { busyId, download } = useDownload();

  if (error && !editable && error instanceof HttpError && error.status === 404) return null;
  const files = data?.items ?? [];
  const full = files.length >= MAX_REQUEST_FILES;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Dosyalar">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Dosyalar
        </Title>
        {data && (
          <Badge variant="light">
            {files.length} / {MAX_REQUEST_FILES}
          </Badge>
        )}
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : isPending ? (
        <Skeleton h={56} aria-busy />
      ) : (
        <Stack gap="sm">
          {files.length === 0 ? (
            <EmptyText text="Henüz dosya eklenmedi." />
          ) : (
            <FileList
              files={files}
              onDownload={download}
              busyId={busyId ?? (remove.isPending ? remove.variables?.id : null)}
              onDelete={
                editable
                  ? (file) =>
                      remove.mutate(file, {
                        onSuccess: () => notifications.show({ color: 'green', message: 'Dosya silindi.' }),
                        onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
                      })
                  : undefined
              }
            />
          )}
          {editable && !full && (
            <FileDrop
              label="Çizim veya belge ekleyin"
              progress={upload.progress}
              error={upload.error ? errorText(upload.error) : null}
              onFile={(file) =>
                upload.mutate(file, {
                  onSuccess: () => notifications.show({ color: 'green', message: 'Kaydedildi.' }),
                })
              }
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
