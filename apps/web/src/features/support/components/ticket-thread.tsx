import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT_MSG } from '@tedarik/contract/support/member';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { SUPPORT_DESK } from '../../../lib/support-links';
import { MessageBubble } from '../../../ui/message-bubble';
import { QueryError } from '../../../ui/query-error';
import { ticketQuery } from '../api/get-ticket';
import { STAFF } from '../staff';
import { ReplyForm } from './reply-form';
import { TicketStateBadge } from './ticket-state-badge';

/** Who wrote a message: the member (cevap true) or the support staff. */
const ME = 'Siz';

const BackToDesk = () => (
  <Button component={Link} to={SUPPORT_DESK} variant="light" leftSection={<IconArrowLeft size={16} />}>
    Destek Talepleri
  </Button>
);

/** A missing ticket or another member's (the server answers 404 for both), else the server's text. */
function TicketError({ error }: { error: unknown }) {
  const missing = error instanceof HttpError && error.status >= 400 && error.status < 500;
  if (!missing) return <QueryError error={error} />;
  return (
    <Stack align="center" gap="md" py="lg">
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} w="100%" maw={560} role="alert">
        {SUPPORT_MSG.notFound}
      </Alert>
      <BackToDesk />
    </Stack>
  );
}

/** My ticket (GET /api/destekDetay-{id}): subject, date and state, the messages oldest first, and the reply box. */
export function TicketThread({ id }: { id: number }) {
  // the route's loader has just fetched it: a 404 shows at once instead of being asked again
  const { data, error } = useQuery({ ...ticketQuery(id), retryOnMount: false });
  if (error) return <TicketError error={error} />;
  if (!data) return <Skeleton h={320} aria-busy />;
  const { destek, liste } = data;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
              {destek.baslik}
            </Title>
            <Text size="sm" c="dimmed">
              Oluşturulma Tarihi: {formatDate(destek.tarih)}
            </Text>
          </Stack>
          <TicketStateBadge state={destek.durum} />
        </Group>
      </Paper>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mesajlar">
        {liste.map((message) => (
          <MessageBubble
            key={message.id}
            who={message.cevap ? ME : STAFF}
            when={formatDate(message.tarih, true)}
            text={message.metin}
            own={message.cevap}
          />
        ))}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Yanıt Yaz">
        <ReplyForm ticketId={id} />
      </Paper>
      <Group>
        <BackToDesk />
      </Group>
    </Stack>
  );
}
