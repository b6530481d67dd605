import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingFactory2, IconClipboardList, IconPackage, IconUsers } from '@tabler/icons-react';
import type { Counters as CounterValues } from '@tedarik/contract/content/public';
import { formatCount } from '../../../lib/format';

const ITEMS = [
  { key: 'uyeC', label: 'Üye', Icon: IconUsers },
  { key: 'firmaC', label: 'İmalatçı', Icon: IconBuildingFactory2 },
  { key: 'urunC', label: 'Ürün', Icon: IconPackage },
  { key: 'talepC', label: 'Talep', Icon: IconClipboardList },
] as const;

/** Members, manufacturers, products and open requests (indexpage.counted). */
export function Counters({ counted }: { counted: CounterValues }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label="Sayılarla">
      {ITEMS.map(({ key, label, Icon }) => (
        <Paper key={key} withBorder radius="md" p="md" ta="center">
          <ThemeIcon variant="light" size="lg" radius="xl" mx="auto" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Text fz={28} fw={800} lh={1.3} mt={4}>
            {formatCount(counted[key])}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
