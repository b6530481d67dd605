import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import type { Conversation } from '@tedarik/contract/conversations/member';
import { errorText } from '../../../lib/http';
import { BusyButton } from '../../../ui/busy-button';
import { useBlockConversation } from '../api/block-conversation';
import { useUnblockConversation } from '../api/unblock-conversation';

const failed = (error: Error) => notifications.show({ color: 'red', message: errorText(error) });

/**
 * 'Engelle' (after a confirmation: nobody writes in the thread any more) and, on a blocked thread, 'Engeli Kaldır'
 * for the side that blocked it (only that side may lift it: the other side is offered nothing). Nothing on a thread
 * the back-office closed.
 */
export function BlockButton({ conversation }: { conversation: Conversation }) {
  const block = useBlockConversation(conversation.id);
  const unblock = useUnblockConversation(conversation.id);
  if (conversation.closed || (conversation.blocked && !conversation.blockedByMe)) return null;
  if (conversation.blocked)
    return (
      <BusyButton
        size="compact-sm"
        variant="default"
        leftSection={<IconLockOpen size={16} />}
        busy={unblock.isPending}
        onClick={() => unblock.mutate(undefined, { onError: failed })}
      >
        Engeli Kaldır
      </BusyButton>
    );
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Konuşmayı Engelle',
      children: `${conversation.with} ile bu konuşma engellensin mi? Engeli kaldırana kadar iki taraf da mesaj yazamaz.`,
      labels: { confirm: 'Engelle', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Kapat' },
      onConfirm: () => block.mutate(undefined, { onError: failed }),
    });
  return (
    <Button
      size="compact-sm"
      variant="default"
      color="red"
      leftSection={<IconBan size={16} />}
      loading={block.isPending}
      onClick={confirm}
    >
      Engelle
    </Button>
  );
}
