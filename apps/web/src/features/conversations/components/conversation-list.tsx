import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BUSY_LABEL } from '../../../ui/busy-button';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { conversationsQuery } from '../api/get-conversations';
import { ConversationItem } from './conversation-item';

/** 'Mesajlar': the member's threads, the newest message first, 20 at a time with 'Daha Fazla'. */
export function ConversationList({ current }: { current?: number }) {
  const list = useInfiniteQuery(conversationsQuery());
  if (list.error && !list.data) return <QueryError error={list.error} />;
  if (!list.data)
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={76} radius="md" />
        ))}
      </Stack>
    );
  const threads = list.data.pages.flatMap((page) => page.items);
  if (threads.length === 0)
    return (
      <EmptyText text="Henüz kayıt yok.">
        <Text size="sm" c="dimmed" ta="center">
          Bir talebin sayfasında 'Soru Sor' ya da bir teklifte 'Mesaj Yaz' ile konuşma başlatabilirsiniz.
        </Text>
      </EmptyText>
    );
  return (
    <Stack gap="xs" component="nav" aria-label="Konuşmalar">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {threads.map((c) => (
          <Box component="li" key={c.id}>
            <ConversationItem conversation={c} current={c.id === current} />
          </Box>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          loaderProps={{ 'aria-label': BUSY_LABEL }}
        >
          Daha Fazla
        </Button>
      )}
    </Stack>
  );
}
