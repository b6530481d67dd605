import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../lib/http';
import { EmptyText } from '../../../ui/empty-text';
import { FileDrop } from '../../../ui/file-drop';
import { FileList } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { useDeleteFile, useUploadFile } from '../api/change-files';
import { offerFilesQuery } from '../api/get-files';
import { useDownload } from './use-download';

type Props = {
  offerId: number;
  /** the supplier, while the buyer has not accepted the offer: it attaches, replaces and removes the file */
  editable?: boolean;
};

/**
 * An offer's one file (a quote, a drawing): the supplier attaches it (a new one replaces it), the buyer and the
 * supplier download it. Placed on the supplier's offer page; the offer form may place it after the offer is made.
 */
export function OfferFile({ offerId, editable = false }: Props) {
  const { data, error, isPending } = useQuery(offerFilesQuery(offerId));
  const upload = useUploadFile('offer', offerId);
  const remove = useDeleteFile();
  const { busyId, download } = useDownload();
  const files = data?.items ?? [];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Teklif Dosyası">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Teklif Dosyası
        </Title>
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
              busyId={busyId}
              onDelete={
                editable
                  ? (file) =>
                      remove.mutate(file, {
                        onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
                      })
                  : undefined
              }
            />
          )}
          {editable && (
            <FileDrop
              label={files.length ? 'Yeni dosya eskisinin yerine geçer' : 'Teklif dosyası ekleyin'}
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
