import { Box, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import type { Attachment } from '@tedarik/contract/attachments/member';
import type { Message } from '@tedarik/contract/conversations/member';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { FileList } from '../../../ui/file-list';
import { MessageBubble } from '../../../ui/message-bubble';
import { downloadFileOfMessage } from '../api/message-files';
import { hiddenNote } from '../thread';
import { ComplaintButton } from './complaint-button';

/**
 * One message of a thread: mine on the right, tinted, with what the other side does not see of it; the other side's
 * on the left, masked as the server gives it, with 'Şikayet Et'.
 */
export function MessageItem({ message, otherName }: { message: Message; otherName: string }) {
  const who = message.mine ? 'Siz' : otherName;
  const when = formatDate(message.createdAt, true);
  const note = hiddenNote(message);
  const download = (file: Attachment) =>
    downloadFileOfMessage(message.id, file).catch((error) =>
      notifications.show({ color: 'red', message: `Hata oluştu. İşlem yapılamadı. ${errorText(error)}` }),
    );
  return (
    <MessageBubble who={who} when={when} own={message.mine} text={message.text}>
      {message.file && (
        <Box mt={6}>
          <FileList files={[message.file]} onDownload={download} />
        </Box>
      )}
      {note && (
        <Group gap={4} mt={6} wrap="nowrap">
          <IconEyeOff size={14} aria-hidden color="var(--mantine-color-orange-9)" />
          <Text size="xs" c="gray.8">
            {note}
          </Text>
        </Group>
      )}
      {!message.mine && (
        <Group justify="flex-end" mt={4}>
          <ComplaintButton messageId={message.id} reported={message.reported} />
        </Group>
      )}
    </MessageBubble>
  );
}
