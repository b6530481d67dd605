import { Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { requestConversationsQuery } from '../api/get-request-conversations';
import { ConversationItem } from './conversation-item';

/** The buyer's threads on its request (GET /api/v2/requests/{id}/conversations), each a way to 'Mesajlar'. */
export function RequestThreads({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(requestConversationsQuery(requestId));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Mesajlar">
      <Title order={3} fz="lg" mb="sm">
        Mesajlar
      </Title>
      {error ? (
        <QueryError error={error} />
      ) : !data ? (
        <Skeleton h={76} radius="md" aria-busy />
      ) : data.length === 0 ? (
        <EmptyText text="Henüz kayıt yok.">
          <Text size="sm" c="dimmed" ta="center">
            Teklif veren firmalara tekliflerindeki 'Mesaj Yaz' ile yazabilirsiniz.
          </Text>
        </EmptyText>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.map((c) => (
            <Box component="li" key={c.id}>
              <ConversationItem conversation={c} />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
