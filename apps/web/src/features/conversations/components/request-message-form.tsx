import { Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { CONVERSATION_MSG, type Conversation, writeOnRequest } from '@tedarik/contract/conversations/member';
import { useState } from 'react';
import { Link } from 'react-router';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useWriteOnRequest } from '../api/write-on-request';
import { conversationHref } from '../links';
import { MessageField } from './message-field';

type Props = {
  requestId: number;
  /** the owner writes to the supplier of this offer ('Mesaj Yaz'); none: a supplier asks ('Soru Sor') */
  offerId?: number;
  /** the box's label */
  label: string;
  /** the buyer accepted an offer of that supplier: nothing is hidden */
  accepted?: boolean;
  /** the thread the message went to */
  onSent?: (conversation: Conversation) => void;
};

/**
 * The first message on a request (POST /api/v2/requests/{id}/conversations), which opens the thread when there is
 * none; then the way to the thread, and the server's notice when something was hidden from the other side.
 */
export function RequestMessageForm({ requestId, offerId, label, accepted = false, onSent }: Props) {
  const [sent, setSent] = useState<Conversation | null>(null);
  const write = useContractForm(writeOnRequest.request.body, useWriteOnRequest(requestId), {
    initialValues: { text: '' },
    body: (data) => ({ text: data.text, offerId }),
    reset: true,
    onSuccess: (answer) => {
      setSent(answer.conversation);
      onSent?.(answer.conversation);
      // 'Soru Sor' says the question reached the buyer; 'Mesaj Yaz' that the message went
      const done = offerId === undefined ? CONVERSATION_MSG.asked : 'Mesajınız gönderildi.';
      return answer.notice ? { color: 'blue', text: `${done} ${answer.notice}` } : { color: 'green', text: done };
    },
  });
  return (
    <ContractForm
      state={write}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(write.busy)}
      note={
        sent && (
          <Button
            component={Link}
            to={conversationHref(sent.id)}
            variant="light"
            leftSection={<IconMessages size={18} />}
          >
            Konuşmayı Aç
          </Button>
        )
      }
      aria-label={offerId === undefined ? 'Soru Sor' : 'Mesaj Yaz'}
    >
      <MessageField
        label={label}
        accepted={accepted}
        data-autofocus
        {...write.form.getInputProps('text')}
        value={write.form.values.text}
      />
    </ContractForm>
  );
}
