import { Button, Center, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueueItem } from '@tedarik/contract/verification/admin';
import { DOCUMENT_LABELS, VERIFICATION_MSG } from '@tedarik/contract/verification/documents';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { verificationQueueQuery } from '../api/admin';
import { CompanyReview } from './company-review';

/**
 * /adminimt/dogrulama: the documents waiting for review, oldest first (30 a page, 'Daha Fazla' for the next); 'İncele'
 * opens the company's numbers and documents, to download, approve or reject with a reason.
 */
export function VerificationQueueScreen() {
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(verificationQueueQuery());
  const [open, setOpen] = useState<QueueItem | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const columns: Column<QueueItem>[] = [
    { header: 'Firma', cell: (q) => q.companyName },
    { header: 'Belge', cell: (q) => DOCUMENT_LABELS[q.kind], nowrap: true },
    { header: 'Geçerlilik', cell: (q) => (q.expiresOn ? formatDate(q.expiresOn) : '—'), nowrap: true },
    { header: 'Yüklendi', cell: (q) => formatDate(q.uploadedAt, true), nowrap: true },
    {
      header: '',
      cell: (q) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpen(q)} aria-label={`${q.companyName} İncele`}>
          İncele
        </Button>
      ),
      pinned: true,
    },
  ];
  return (
    <Stack gap="md">
      <ScreenHeader title="Firma Doğrulama" subtitle="İnceleme bekleyen belgeler" />
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="İnceleme bekleyen belgeler"
          columns={columns}
          rows={data?.pages.flatMap((p) => p.items)}
          rowKey={(q) => q.id}
          empty={VERIFICATION_MSG.queueEmpty}
          minWidth={640}
        />
      )}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title="Belge İnceleme"
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        {open && <CompanyReview memberId={open.memberId} />}
      </Modal>
    </Stack>
  );
}
