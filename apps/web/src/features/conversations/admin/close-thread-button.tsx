import { Button, type ButtonProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CONVERSATION_ADMIN_MSG } from '@tedarik/contract/conversations/admin';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { useCloseThread } from '../api/admin-close-thread';

/** The question before closing: what closing does, so that it is not confused with dismissing one complaint. */
export const CLOSE_QUESTION =
  'Konuşma kapatılsın mı? Taraflar bu konuşmaya artık yazamaz; konuşmanın açık şikayetlerinin tümü sonuçlanır.';

/** 'Konuşmayı Kapat' after its question (POST /adn_api/v2/conversations/{id}/close). */
export function CloseThreadButton({ id, ...button }: { id: number } & Omit<ButtonProps, 'onClick'>) {
  const close = useCloseThread();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconLock size={16} aria-hidden />}
        {...button}
        onClick={() => setAsking(true)}
      >
        Konuşmayı Kapat
      </Button>
      <ConfirmModal
        opened={asking}
        title="Konuşmayı Kapat"
        message={CLOSE_QUESTION}
        confirm="Konuşmayı Kapat"
        color="red"
        onConfirm={async () => {
          const { message } = await close.mutateAsync(id);
          notifySuccess(message || CONVERSATION_ADMIN_MSG.closed);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
