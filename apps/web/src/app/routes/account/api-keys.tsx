import { Stack, Text, Title } from '@mantine/core';
import { myApiKeysQuery } from '../../../features/api-keys/api/api-keys';
import { ApiKeysScreen } from '../../../features/api-keys/components/api-keys-screen';
import { getMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

export function prefetch() {
  if (getMemberUser()?.role === 'basic') return;
  void queryClient.prefetchQuery(myApiKeysQuery());
}

/** /hesabim/api-anahtarlari (issue 52 item 3): the company's keys of the open API. */
export function Component() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>API Anahtarları</Title>
        <Text c="dimmed" size="sm">
          Kendi yazılımınızı (ERP, teklif aracı) Tedarik'e bağlayın: size uyan talepleri okuyun, teklif verin ve
          güncelleyin. Her anahtar dakikada en fazla 120 çağrı yapabilir.
        </Text>
      </Stack>
      <ApiKeysScreen />
    </Stack>
  );
}
