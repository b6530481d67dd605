import { Stack, Text, Title } from '@mantine/core';
import { myWebhooksQuery } from '../../../features/webhooks/api/webhooks';
import { WebhooksScreen } from '../../../features/webhooks/components/webhooks-screen';
import { getMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

export function prefetch() {
  if (getMemberUser()?.role === 'basic') return;
  void queryClient.prefetchQuery(myWebhooksQuery());
}

/** /hesabim/webhook-adresleri (issue 52 item 4): the company's webhooks. */
export function Component() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Webhook Adresleri</Title>
        <Text c="dimmed" size="sm">
          Yazılımınız beklemeden haberdar olsun: ürünlerinize uyan yeni talepler, kabul edilen ve puanlanan teklifler ve
          yeni mesajlar, seçtiğiniz adrese imzalı olarak gönderilir. Ulaşamayan gönderimler bir süre sonra yeniden
          denenir.
        </Text>
      </Stack>
      <WebhooksScreen />
    </Stack>
  );
}
