import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { FileList } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { adminRequestFilesQuery, downloadAttachmentAsAdmin } from '../api/admin-files';

/** A request's files and its offers' in the back-office, to download. */
export function AdminRequestFiles({ requestId }: { requestId: number }) {
  const { data, error, isPending } = useQuery(adminRequestFilesQuery(requestId));
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (file: Attachment) => {
    setBusyId(file.id);
    try {
      await downloadAttachmentAsAdmin(file);
    } catch (e) {
      notifications.show({ color: 'red', message: `Hata oluştu. İşlem yapılamadı. ${errorText(e)}` });
    } finally {
      setBusyId(null);
    }
  };
  if (error) return <QueryError error={error} />;
  if (isPending) return <Skeleton h={40} aria-busy />;
  const own = data.items.filter((f) => f.offerId === null);
  const ofOffers = data.items.filter((f) => f.offerId !== null);
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4} fz="sm">
        Dosyalar
      </Title>
      {data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Henüz kayıt yok.
        </Text>
      )}
      {own.length > 0 && <FileList files={own} onDownload={download} busyId={busyId} />}
      {ofOffers.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            Teklif dosyaları
          </Text>
          <FileList files={ofOffers} onDownload={download} busyId={busyId} />
        </>
      )}
    </Stack>
  );
}
