import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { titleAndMetaQuery } from '../../../features/site/api/get-title-and-meta';
import { NotBuilt } from '../../../ui/not-built';

/** The home page's intro block (spec §1); slider, lists, counters and the rest of the page are a later issue. */
export function HomePage() {
  const { data: site } = useQuery(titleAndMetaQuery());

  return (
    <Stack gap="xl">
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="indigo.0">
        <Stack gap="md" maw={720}>
          <Title order={1}>{site?.baslik || 'Tedarik'}</Title>
          {site?.adres && (
            <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
              {site.adres}
            </Text>
          )}
          <Group>
            <Button component={Link} to="/teklif-Olustur" size="md">
              Teklif Oluştur
            </Button>
            <Button component={Link} to="/Account-Free-Join" size="md" variant="default">
              Üye Ol
            </Button>
          </Group>
        </Stack>
      </Paper>
      <NotBuilt />
    </Stack>
  );
}
