import { Button, FileButton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MSG, MAX_ATTACHMENT_BYTES } from '@tedarik/contract/attachments/member';
import { errorText } from '../../../lib/http';
import { UploadProgress } from '../../../ui/upload-progress';
import { useSendMessageFile } from '../api/message-files';

const ACCEPT = Object.entries(ATTACHMENT_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/**
 * 'Dosya Gönder': a drawing, a quote or a photo sent as a message of its own (the decision desk's kinds, 10 MB at
 * most); the browser refuses a file too large before sending, the server checks its content.
 */
export function MessageFileButton({ conversationId }: { conversationId: number }) {
  const send = useSendMessageFile(conversationId);
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_ATTACHMENT_BYTES) {
      notifications.show({ color: 'red', message: ATTACHMENT_MSG.tooLarge });
      return;
    }
    send.mutate(file, {
      onSuccess: (answer) => answer.notice && notifications.show({ color: 'blue', message: answer.notice }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={choose} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="sm"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            loading={send.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Dosya Gönder
          </Button>
        )}
      </FileButton>
      <UploadProgress fraction={send.progress} label="Dosya yükleniyor" />
      <Text size="xs" c="dimmed">
        PDF, PNG, JPEG, XLSX, DWG, DXF veya STEP; en fazla 10 MB.
      </Text>
    </Stack>
  );
}
