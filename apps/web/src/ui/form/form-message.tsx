import { Alert } from '@mantine/core';
import { SESSION_ENDED } from '@tedarik/contract/constants';

export type Message = { text: string; color: 'red' | 'green' | 'blue'; title?: string };

/**
 * The one alert of a form: validation messages (joined with '\n'), the server's text after a failure, or a success
 * text. The forced-logout body 'cikis' is never shown: the client is already navigating to the logout page.
 */
export function FormMessage({ message, onClose }: { message: Message | null; onClose?: () => void }) {
  if (!message || message.text === SESSION_ENDED) return null;
  return (
    <Alert
      color={message.color}
      title={message.title}
      variant="light"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Kapat"
      onClose={onClose}
      style={{ whiteSpace: 'pre-line' }}
    >
      {message.text}
    </Alert>
  );
}
