import { Stack, Text, Title } from '@mantine/core';
import { receivedReviewsQuery } from '../../../features/reputation/api/get-received-reviews';
import { ReceivedReviews } from '../../../features/reputation/components/received-reviews';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchInfiniteQuery(receivedReviewsQuery());
}

/** /hesabim/degerlendirmeler: the reviews of the member's company and its answers (issue 49 item 2). */
export function Component() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Değerlendirmeler</Title>
        <Text c="dimmed" size="sm">
          Alıcıların firmanız hakkındaki değerlendirmeleri. Yayındaki her değerlendirmeye bir kez yanıt verebilirsiniz.
        </Text>
      </Stack>
      <ReceivedReviews />
    </Stack>
  );
}
