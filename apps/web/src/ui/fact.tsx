import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over its value (the facts of a request or an offer card); long values wrap, never overflow. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
