import { sendMessage } from '@tedarik/contract/conversations/member';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSendMessage } from '../api/send-message';
import { MessageField } from './message-field';

/**
 * The thread's box (POST /api/v2/conversations/{id}/messages): emptied once sent; when something of it was hidden
 * from the other side, the server's notice says why, under it.
 */
export function MessageForm({ conversationId, accepted }: { conversationId: number; accepted: boolean }) {
  const send = useContractForm(sendMessage.request.body, useSendMessage(conversationId), {
    initialValues: { text: '' },
    reset: true,
    onSuccess: (answer) => (answer.notice ? { color: 'blue', text: answer.notice } : undefined),
  });
  return (
    <ContractForm
      state={send}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      closable
      button={{ ...busyLook(send.busy), style: { alignSelf: 'flex-end' } }}
      aria-label="Mesaj Yaz"
    >
      <MessageField
        label="Mesajınız"
        accepted={accepted}
        {...send.form.getInputProps('text')}
        value={send.form.values.text}
      />
    </ContractForm>
  );
}
