import { Box, Group, Paper, Text } from '@mantine/core';

/** The writer of the support staff's messages, for the member and in the back-office alike. */
export const STAFF = 'Destek Ekibi';

type Props = {
  /** who wrote it ('Siz', 'Destek Ekibi', the member's name) */
  who: string;
  /** its date and time, as shown */
  when: string;
  text: string;
  /** the reader's own side: on the right, tinted; the other side's on the left */
  own: boolean;
};

/**
 * One message of a support thread, for the member (its own on the right) and the back-office (the staff's on the
 * right): its writer, date and time, and its text with its line breaks.
 */
export function MessageBubble({ who, when, text, own }: Props) {
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
        miw={200}
        bg={own ? 'indigo.0' : 'gray.0'}
        style={{ borderColor: own ? 'var(--mantine-color-indigo-2)' : undefined }}
      >
        <Group justify="space-between" gap="md" mb={4} wrap="nowrap">
          <Text size="sm" fw={700} c={own ? 'indigo.8' : undefined}>
            {who}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {when}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Paper>
    </Box>
  );
}
