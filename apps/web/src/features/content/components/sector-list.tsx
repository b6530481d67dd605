import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { HomePage } from '@tedarik/contract/content/public';
import { Link } from 'react-router';

/** The sectors of the home page (indexpage.kategoriList), each opening its requests at /talepler-{link}. */
export function SectorList({ sectors }: { sectors: HomePage['kategoriList'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {sectors.map(({ kt, altKt }) => (
        <UnstyledButton key={kt.id} component={Link} to={`/talepler-${kt.link}`}>
          <Paper withBorder radius="md" p="sm" h="100%">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} lineClamp={2}>
                {kt.katAd}
              </Text>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {altKt.length > 0 && (
                  <Badge variant="light" color="gray" aria-label={`${altKt.length} alt kategori`}>
                    {altKt.length}
                  </Badge>
                )}
                <IconChevronRight size={16} aria-hidden />
              </Group>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
