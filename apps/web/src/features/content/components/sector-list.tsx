import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { HomePage } from '@tedarik/contract/content/public';
import { Link } from 'react-router';

/**
 * The sectors of the home page (indexpage.kategoriList), each opening its requests at /talepler-{link}. The answer
 * has no count of requests, so no number stands beside a link to requests (a count of sub-categories there read as
 * one); the sub-categories are named instead, to show what a sector holds.
 */
export function SectorList({ sectors }: { sectors: HomePage['kategoriList'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {sectors.map(({ kt, altKt }) => (
        <UnstyledButton key={kt.id} component={Link} to={`/talepler-${kt.link}`}>
          <Paper withBorder radius="md" p="sm" h="100%">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text fw={600} lineClamp={2}>
                  {kt.katAd}
                </Text>
                {altKt.length > 0 && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {altKt.map((sub) => sub.katAd).join(', ')}
                  </Text>
                )}
              </Stack>
              <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
