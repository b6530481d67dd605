import { Button, Group, Modal, Text } from '@mantine/core';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import type { Message } from './form-message';

const TITLE: Record<Message['color'], string> = { red: 'Uyarı', green: 'Bilgi', blue: 'Bilgi' };

/**
 * The one message of a form shown in a modal instead of an alert (spec §5 "Profile update": "Messages are joined in a
 * modal"; §2 "Profile": "a result modal"): the joined validation messages, the server's text or the result. Closing
 * it hands the focus back to the form. The forced-logout body 'cikis' is never shown.
 */
export function FormMessageModal({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const shown = message !== null && message.text !== SESSION_ENDED;
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={message?.title ?? (message ? TITLE[message.color] : undefined)}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <Text
        role={message?.color === 'red' ? 'alert' : 'status'}
        c={message?.color === 'red' ? 'red.8' : undefined}
        style={{ whiteSpace: 'pre-line' }}
      >
        {message?.text}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} variant={message?.color === 'red' ? 'default' : 'filled'} data-autofocus>
          Kapat
        </Button>
      </Group>
    </Modal>
  );
}
