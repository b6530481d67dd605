import { Title } from '@mantine/core';
import { myCreditsQuery } from '../../../features/credits/api/credits';
import { CreditsScreen } from '../../../features/credits/components/credits-screen';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchQuery(myCreditsQuery());
}

/** /hesabim/teklif-haklari */
export function Component() {
  return (
    <>
      <Title order={2}>Teklif Haklarım</Title>
      <CreditsScreen />
    </>
  );
}
