import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@tedarik/contract/inbox/admin';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';
import { telHref } from '../../../lib/phone-links';
import { displayPhone } from '../../../lib/phone-mask';
import { Fact } from '../../../ui/fact';
import { contactMessageQuery } from '../api/admin-get-message';
import { useMarkMessageRead } from '../api/admin-mark-read';
import { notifyActionFailed } from './action-failed';
import { ReadBadge } from './read-badge';

type Props = {
  /** the list's row: shown at once, then the message as the server has it now */
  message: ContactMessage;
  /** the list's page, which the read call answers */
  page: number;
  /** loads the list again after a failed call */
  onFailed: () => void;
  onClose: () => void;
};

/**
 * A contact message's detail (admin spec §2 iletisim, §4): opening an unread one marks it read, once; the page the
 * server answers replaces the list and the top bar's unread count drops.
 */
export function ContactMessageDialog({ message, page, onFailed, onClose }: Props) {
  const { data = message } = useQuery({ ...contactMessageQuery(message.id), placeholderData: message });
  const markRead = useMarkMessageRead(page);
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || message.oku) return;
    marked.current = true;
    markRead.mutate(message.id, {
      onError: (error) => {
        notifyActionFailed(error);
        onFailed();
      },
    });
  }, [message, markRead, onFailed]);

  const tel = data.tel ? telHref(data.tel) : null;
  const reply = `mailto:${data.email}?subject=${encodeURIComponent('Mesajınız hakkında')}`;
  return (
    <Modal
      opened
      centered
      size="lg"
      onClose={onClose}
      title="Mesaj Detayı"
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label="Gönderen">{data.ad}</Fact>
          <Fact label="Tarih">{formatDate(data.tarih, true)}</Fact>
          <Fact label="E-posta">
            <Anchor href={`mailto:${data.email}`} inherit>
              {data.email}
            </Anchor>
          </Fact>
          <Fact label="Telefon">
            {tel ? (
              <Anchor href={tel} inherit>
                {displayPhone(data.tel)}
              </Anchor>
            ) : (
              data.tel || '–'
            )}
          </Fact>
        </SimpleGrid>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            Durum
          </Text>
          <ReadBadge read={data.oku || markRead.isSuccess} />
        </Group>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.mesaj}
          </Text>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Kapat
          </Button>
          <Button component="a" href={reply} leftSection={<IconMail size={16} aria-hidden />}>
            Yanıtla
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
