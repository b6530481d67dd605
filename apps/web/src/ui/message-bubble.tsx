import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** who wrote it ('Siz', 'Destek Ekibi', a company's name, 'Alıcı · …') */
  who: string;
  /** its date and time as shown */
  when: string;
  /** what follows them in the header, not in the item's name ('Mesaj #12') */
  tag?: string;
  /** the reader's own side (or the staff's, the supplier's): on the right, tinted; the other side's on the left */
  own: boolean;
  /** the text as written, its line breaks kept; `body` instead for a text with marks in it */
  text?: string;
  body?: ReactNode;
  /** what comes under the text: a file, a note, an action */
  children?: ReactNode;
};

/**
 * One message of a thread, the same in every thread of the site (issue 48 item 6): a support ticket for the member
 * and the back-office, a conversation for its two sides, and a conversation read whole by the administrator. A list
 * item named by its writer, date and time; its header, its text with its line breaks, and what follows it.
 */
export function MessageBubble({ who, when, tag, own, text, body, children }: Props) {
  return (
    <Box
      component="li"
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
      aria-label={`${who}, ${when}`}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        maw="85%"
        miw={180}
        bg={own ? 'indigo.0' : 'gray.0'}
        style={{ borderColor: own ? 'var(--mantine-color-indigo-2)' : undefined }}
      >
        <Group justify="space-between" gap="md" mb={4} wrap="wrap" style={{ rowGap: 0 }}>
          <Text size="sm" fw={700} c={own ? 'indigo.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {tag ? `${when} · ${tag}` : when}
          </Text>
        </Group>
        {body ?? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
        {children}
      </Paper>
    </Box>
  );
}
