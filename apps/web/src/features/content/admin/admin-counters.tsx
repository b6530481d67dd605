import { Button, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingFactory2, IconClipboardList, IconPackage, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../lib/format';
import { notifyError } from '../../../ui/admin/feedback';
import { adminCountersQuery } from '../api/get-admin-counters';

const ITEMS = [
  { key: 'firmaC', label: 'Toplam Firma', Icon: IconBuildingFactory2 },
  { key: 'uyeC', label: 'Üyeler', Icon: IconUsers },
  { key: 'urunC', label: 'Ürünler', Icon: IconPackage },
  { key: 'talepC', label: 'Talepler', Icon: IconClipboardList },
] as const;

/** The four counters of the dashboard (admin spec §2) with the refresh button. */
export function AdminCounters() {
  const { data, isFetching, refetch } = useQuery(adminCountersQuery());
  const refresh = async () => {
    const { error } = await refetch();
    if (error) notifyError(error);
  };
  return (
    <section aria-label="Sayılar">
      <Group justify="flex-end" mb="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isFetching}
          onClick={refresh}
        >
          Yenile
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        {ITEMS.map(({ key, label, Icon }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                {data ? (
                  <Text fz={26} fw={700} lh={1.2}>
                    {formatCount(data[key])}
                  </Text>
                ) : (
                  <Skeleton h={28} w={60} mt={4} />
                )}
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
