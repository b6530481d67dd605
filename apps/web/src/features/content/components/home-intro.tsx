import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The intro text (TitleandMeta.adres) with 'create request' and 'join' (spec §1). */
export function HomeIntro({ title, text }: { title: string; text: string }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="indigo.0">
      <Stack gap="md" maw={760}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {text && (
          <Text fz={{ base: 'md', sm: 'lg' }} style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        )}
        <Group>
          <Button component={Link} to="/teklif-Olustur" size="md" leftSection={<IconFilePlus size={18} />}>
            Talep Oluştur
          </Button>
          <Button
            component={Link}
            to="/Account-Free-Join"
            size="md"
            variant="default"
            leftSection={<IconUserPlus size={18} />}
          >
            Üye Ol
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
