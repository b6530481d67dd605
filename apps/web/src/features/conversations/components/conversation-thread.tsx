import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATION_MSG, type Conversation, type Message } from '@tedarik/contract/conversations/member';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http';
import { BUSY_LABEL } from '../../../ui/busy-button';
import { QueryError } from '../../../ui/query-error';
import { messagesQuery } from '../api/get-messages';
import { threadRequestHref } from '../links';
import { closedText, oldestFirst } from '../thread';
import { BlockButton } from './block-button';
import { ThreadStateBadge } from './conversation-item';
import { MessageFileButton } from './message-file-button';
import { MessageForm } from './message-form';
import { MessageItem } from './message-item';

type Props = {
  id: number;
  /** the way back to the list (on phones, where the thread is shown alone) */
  back?: ReactNode;
  /** the request is the page's own: its title is not repeated as a link */
  onRequestPage?: boolean;
};

function ThreadHeader({ conversation: c, back, onRequestPage }: { conversation: Conversation } & Props) {
  return (
    <Stack gap={4}>
      {back}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz={{ base: 'md', sm: 'lg' }} style={{ overflowWrap: 'anywhere' }}>
            {onRequestPage ? (
              `Mesajlar · ${c.with}`
            ) : (
              <Anchor component={Link} to={threadRequestHref(c.side, c.requestId)} inherit>
                {c.requestTitle}
              </Anchor>
            )}
          </Title>
          {!onRequestPage && (
            <Text size="sm" c="dimmed">
              {c.with}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <ThreadStateBadge conversation={c} />
          <BlockButton conversation={c} />
        </Group>
      </Group>
    </Stack>
  );
}

/** The messages oldest at the top, kept scrolled to the newest as they come; older ones on demand. */
function MessageLog({ messages, otherName, older }: { messages: Message[]; otherName: string; older: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);
  return (
    // focusable, so that a keyboard scrolls it; a log, so that a screen reader reads what arrives
    <Box
      ref={box}
      role="log"
      aria-label="Mesajlar"
      tabIndex={0}
      mah={{ base: '55vh', sm: 480 }}
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      px={2}
    >
      {older}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} otherName={otherName} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A thread (GET /api/v2/conversations/{id}/messages): who it is with, the messages as the server gives them (the
 * other side's masked until acceptance), 'Şikayet Et' and 'Engelle', and the box, or why nobody may write.
 * Reading it marks it read; the live stream refetches it when a message comes (app/live-updates.tsx).
 */
export function ConversationThread({ id, back, onRequestPage }: Props) {
  const thread = useInfiniteQuery(messagesQuery(id));
  if (thread.error && !thread.data) {
    const missing = thread.error instanceof HttpError && thread.error.status === 404;
    if (!missing) return <QueryError error={thread.error} />;
    return (
      <Stack gap="sm">
        {back}
        <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {thread.error.message}
        </Alert>
      </Stack>
    );
  }
  if (!thread.data) return <Skeleton h={320} radius="md" aria-busy />;
  const { conversation } = thread.data.pages[0];
  const messages = oldestFirst(thread.data.pages);
  const closed = closedText(conversation);
  // said once, when something of the other side's reached the reader as '[gizlendi]'
  const masked = !conversation.accepted && messages.some((m) => !m.mine && m.hidden.length > 0);
  const older = thread.hasNextPage && (
    <Group justify="center" mb="sm">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void thread.fetchNextPage()}
        loading={thread.isFetchingNextPage}
        loaderProps={{ 'aria-label': BUSY_LABEL }}
      >
        Önceki Mesajlar
      </Button>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Konuşma">
      <Stack gap="sm">
        <ThreadHeader conversation={conversation} id={id} back={back} onRequestPage={onRequestPage} />
        {masked && (
          <Alert color="gray" variant="light" icon={<IconEyeOff size={18} aria-hidden />} py={8}>
            {CONVERSATION_MSG.why}
          </Alert>
        )}
        <MessageLog messages={messages} otherName={conversation.with} older={older} />
        {closed ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {closed}
          </Alert>
        ) : (
          <>
            <MessageForm conversationId={id} accepted={conversation.accepted} />
            <MessageFileButton conversationId={id} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
