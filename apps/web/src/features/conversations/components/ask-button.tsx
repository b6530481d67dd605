import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { requestConversationsQuery } from '../api/get-request-conversations';
import { conversationHref } from '../links';
import { RequestMessageForm } from './request-message-form';

/**
 * 'Soru Sor' on a request's public page, for a company that may offer on it: a question to the request's owner
 * before offering, which opens their thread. Once there is one, the button gives way to the thread.
 */
export function AskButton({ requestId, title }: { requestId: number; title: string }) {
  const [opened, modal] = useDisclosure(false);
  const { data: threads } = useQuery(requestConversationsQuery(requestId));
  const mine = threads?.[0];
  return (
    <>
      {mine ? (
        <Button
          component={Link}
          to={conversationHref(mine.id)}
          variant="light"
          leftSection={<IconMessages size={18} />}
        >
          {mine.unread > 0 ? `Mesajlar (${mine.unread} okunmamış)` : 'Mesajlar'}
        </Button>
      ) : (
        <Button variant="default" leftSection={<IconMessageCircle size={18} />} onClick={modal.open}>
          Soru Sor
        </Button>
      )}
      {/* kept while open: the first question opens the thread, and the modal then shows the way to it */}
      <Modal opened={opened} onClose={modal.close} title="Soru Sor" closeButtonProps={{ 'aria-label': 'Kapat' }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" mb="sm">
          Sorunuz talep sahibine iletilir. Teklif kabul edilene kadar iletişim bilgileri iki taraftan da gizlenir.
        </Text>
        {opened && <RequestMessageForm requestId={requestId} label="Sorunuz" />}
      </Modal>
    </>
  );
}
