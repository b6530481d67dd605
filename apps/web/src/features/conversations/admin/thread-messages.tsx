import { Mark, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Attachment } from '@tedarik/contract/attachments/member';
import type { CallResult } from '@tedarik/contract/call';
import type { getConversationAdmin } from '@tedarik/contract/conversations/admin';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { EmptyText } from '../../../ui/empty-text';
import { FileList } from '../../../ui/file-list';
import { MessageBubble } from '../../../ui/message-bubble';
import { HIDDEN_TITLE, KIND_LABEL, kindsText, markedRuns } from './marked-runs';
import type { DownloadFile } from './stop-dialog';

type Thread = CallResult<typeof getConversationAdmin>;
type Message = Thread['messages'][number];

/** 'Alıcı' / 'Firma' with the side's name: who wrote a message. */
export const sideName = (thread: Thread['thread'], side: Message['from']) =>
  side === 'buyer' ? `Alıcı · ${thread.buyer.name}` : `Firma · ${thread.supplier.name}`;

/** A message's original text, every run the other side was shown as '[gizlendi]' marked and named. */
function MarkedText({ message }: { message: Message }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {markedRuns(message.text, message.hidden).map((run, i) =>
        run.hidden ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in its order
          <Mark key={i} color="yellow" title={`${HIDDEN_TITLE}: ${KIND_LABEL[run.hidden]}`} px={2}>
            {run.text}
            <VisuallyHidden> ({HIDDEN_TITLE.toLocaleLowerCase('tr-TR')})</VisuallyHidden>
          </Mark>
        ) : (
          run.text
        ),
      )}
    </Text>
  );
}

/**
 * The thread's messages oldest first, as they were written: the buyer's on the left, the supplier's on the right,
 * each with its writer, date and time, and what of it the other side did not see.
 */
export function ThreadMessages({ data, downloadFile }: { data: Thread; downloadFile: DownloadFile }) {
  const download = (file: Attachment) =>
    downloadFile(file).catch((e) =>
      notifications.show({ color: 'red', message: `Hata oluştu. İşlem yapılamadı. ${errorText(e)}` }),
    );
  if (data.messages.length === 0) return <EmptyText text="Henüz mesaj yok." />;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mesajlar">
      {data.messages.map((message) => {
        const buyer = message.from === 'buyer';
        const who = sideName(data.thread, message.from);
        const when = formatDate(message.createdAt, true);
        return (
          <MessageBubble
            key={message.id}
            who={who}
            when={when}
            tag={`Mesaj #${message.id}`}
            own={!buyer}
            body={<MarkedText message={message} />}
          >
            {message.file && <FileList files={[message.file]} onDownload={download} />}
            {message.hidden.length > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                Karşı taraftan gizlenen: {kindsText(message.hidden)}
              </Text>
            )}
          </MessageBubble>
        );
      })}
    </Stack>
  );
}
