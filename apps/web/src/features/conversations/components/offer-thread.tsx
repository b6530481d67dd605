import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../ui/query-error';
import { requestConversationsQuery } from '../api/get-request-conversations';
import { ConversationThread } from './conversation-thread';
import { RequestMessageForm } from './request-message-form';

/**
 * The supplier's thread with the buyer on its offer's page; before there is one, the box that opens it (the supplier
 * offered, so it may write: POST /api/v2/requests/{id}/conversations).
 */
export function OfferThread({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(requestConversationsQuery(requestId));
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={160} radius="md" aria-busy />;
  const mine = data[0];
  if (mine) return <ConversationThread id={mine.id} onRequestPage />;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Mesajlar">
      <Title order={3} fz="lg">
        Mesajlar
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Talep sahibine teklifinizle ilgili yazabilirsiniz.
      </Text>
      <RequestMessageForm requestId={requestId} label="Mesajınız" />
    </Paper>
  );
}
