import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Conversation } from '@tedarik/contract/conversations/member';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { conversationHref } from '../links';

/** Its state, when nobody may write in it any more. */
export function ThreadStateBadge({ conversation }: { conversation: Pick<Conversation, 'blocked' | 'closed'> }) {
  if (conversation.closed)
    return (
      <Badge color="red.9" variant="light" size="sm">
        Kapatıldı
      </Badge>
    );
  if (conversation.blocked)
    return (
      <Badge color="gray.8" variant="light" size="sm">
        Engellendi
      </Badge>
    );
  return null;
}

/**
 * A thread in a list: the request, who it is with (masked until acceptance), its last message as the server gives
 * it (the other side's masked), how many are unread and whether it is blocked or closed; a link to the thread.
 */
export function ConversationItem({ conversation: c, current }: { conversation: Conversation; current?: boolean }) {
  const last = c.lastMessage;
  return (
    <UnstyledButton
      component={Link}
      to={conversationHref(c.id)}
      aria-current={current ? 'page' : undefined}
      p="sm"
      w="100%"
      display="block"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: current ? 'var(--mantine-color-indigo-0)' : undefined,
        border: `1px solid var(--mantine-color-${current ? 'indigo-3' : 'gray-3'})`,
      }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" truncate>
            {c.requestTitle}
          </Text>
          {c.unread > 0 && (
            <Badge color="red.8" size="sm">
              {c.unread}
              <VisuallyHidden> okunmamış</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {c.with}
          </Text>
          {last && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(last.createdAt, true)}
            </Text>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate fw={c.unread > 0 ? 600 : undefined}>
            {last ? `${last.mine ? 'Siz: ' : ''}${last.text}` : ''}
          </Text>
          <ThreadStateBadge conversation={c} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
