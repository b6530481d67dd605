import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NOT_BUILT } from '../../../ui/not-built';

const STATS = ['Taleplerim', 'Tekliflerim', 'Ürünlerim', 'Bildirimler'];

/** /account-d: the shell carries welcome, profile card, menu and activation box; the statistics come later. */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Hesabım</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {STATS.map((label) => (
          <Paper key={label} withBorder p="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700} aria-hidden>
              —
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {NOT_BUILT}
      </Text>
    </Stack>
  );
}
