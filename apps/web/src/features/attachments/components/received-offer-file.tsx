import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { requestOfferFilesQuery } from '../api/get-files';
import { useDownload } from './use-download';

/**
 * The file of one offer on my request, as a download button (nothing when it has none). One query serves every offer
 * of the page.
 */
export function ReceivedOfferFile({ requestId, offerId }: { requestId: number; offerId: number }) {
  const { data } = useQuery(requestOfferFilesQuery(requestId));
  const { busyId, download } = useDownload();
  const file = data?.items.find((f) => f.offerId === offerId);
  if (!file) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={busyId === file.id}
      onClick={() => download(file)}
      aria-label={`Teklif dosyasını indir: ${file.name}`}
      style={{ maxWidth: '100%' }}
    >
      Teklif Dosyası
    </Button>
  );
}
