import { Button, Grid, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '../links';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const BackToList = () => (
  <Button
    component={Link}
    to={MESSAGES}
    variant="subtle"
    size="compact-sm"
    leftSection={<IconArrowLeft size={16} />}
    style={{ alignSelf: 'flex-start' }}
  >
    Mesajlar
  </Button>
);

/**
 * 'Mesajlar' (/hesabim/mesajlar, a thread at /hesabim/mesajlar/{id}): on wide screens the threads beside the one
 * chosen; on phones the list, or the chosen thread alone with the way back.
 */
export function MessagesScreen({ selected }: { selected?: number }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const thread = selected !== undefined && (
    <ConversationThread key={selected} id={selected} back={wide ? undefined : <BackToList />} />
  );
  return (
    <>
      <Title order={2}>Mesajlar</Title>
      {!wide ? (
        thread || <ConversationList />
      ) : (
        <Grid gap="md" align="flex-start">
          <Grid.Col span={5}>
            <ConversationList current={selected} />
          </Grid.Col>
          <Grid.Col span={7}>
            {thread || (
              <Paper withBorder radius="md" p="lg" ta="center" c="dimmed">
                <IconMessages size={28} aria-hidden />
                <Text size="sm">Okumak istediğiniz konuşmayı seçin.</Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
