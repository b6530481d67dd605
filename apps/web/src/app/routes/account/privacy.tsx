import { Stack, Title } from '@mantine/core';
import { ConsentsCard } from '../../../features/consents/components/consents-card';
import { myDataExportsQuery } from '../../../features/privacy/api/data-exports';
import { DataExportCard } from '../../../features/privacy/components/data-export-card';
import { EraseAccountCard } from '../../../features/privacy/components/erase-account-card';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchQuery(myDataExportsQuery());
}

/** /hesabim/gizlilik: what the member may ask of its data under KVKK (issue 53); its consents join it (item 1). */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Gizlilik ve İzinler</Title>
      <ConsentsCard />
      <DataExportCard />
      <EraseAccountCard />
    </Stack>
  );
}
