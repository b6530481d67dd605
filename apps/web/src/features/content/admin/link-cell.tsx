import { Text } from '@mantine/core';

/** A content item's link in a list: the address as text (long ones break anywhere, so the table keeps its width). */
export function LinkCell({ link }: { link: string }) {
  if (!link)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={260}>
      {link}
    </Text>
  );
}
