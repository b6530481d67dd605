import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { startsRequests } from '../../../lib/roles';
import { useMemberUser } from '../../../lib/session';

/**
 * The intro text (TitleandMeta.adres) with 'create request' and 'join' (spec §1); 'create request' not for a
 * manufacturer or company, who do not create requests.
 */
export function HomeIntro({ title, text }: { title: string; text: string }) {
  const user = useMemberUser();
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
          {startsRequests(user) && (
            <Button component={Link} to="/teklif-Olustur" size="md" leftSection={<IconFilePlus size={18} />}>
              Talep Oluştur
            </Button>
          )}
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
