import { Title } from '@mantine/core';
import { myVerificationQuery } from '../../../features/verification/api/verification';
import { VerificationScreen } from '../../../features/verification/components/verification-screen';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchQuery(myVerificationQuery());
}

/** /hesabim/dogrulama */
export function Component() {
  return (
    <>
      <Title order={2}>Firma Doğrulama</Title>
      <VerificationScreen />
    </>
  );
}
