import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NOT_BUILT } from '../../../ui/not-built';

const COUNTERS = ['Toplam Firma', 'Üyeler', 'Ürünler', 'Talepler'];
const TABLES = ['Paket Başvuruları', 'Talepler', 'Destek Talepleri', 'Onay Bekleyen Yorumlar'];

/** /adminimt, /adminimt/index and unknown sub-paths: counters and pending-work tables are a later issue. */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Anasayfa</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {COUNTERS.map((label) => (
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
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {TABLES.map((label) => (
          <Paper key={label} withBorder p="md">
            <Title order={4} mb="xs">
              {label}
            </Title>
            <Text size="sm" c="dimmed">
              {NOT_BUILT}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
