import { Title } from '@mantine/core';
import { myExportsQuery } from '../../../features/exports/api/exports';
import { ExportsScreen } from '../../../features/exports/components/exports-screen';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchQuery(myExportsQuery());
}

/** /hesabim/disa-aktar */
export function Component() {
  return (
    <>
      <Title order={2}>Dışa Aktar</Title>
      <ExportsScreen />
    </>
  );
}
