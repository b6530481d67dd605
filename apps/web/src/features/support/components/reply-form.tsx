import { Textarea } from '@mantine/core';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { SUPPORT_MSG, zTicketReply } from '@tedarik/contract/support/member';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useReplyTicket } from '../api/reply-ticket';

/**
 * A reply in my ticket's thread (POST /api/destekyeniDetay-{id}): over 4 characters, else 'Mesajınızı Girin.'. The
 * server's 'iletildi.' shows under the box once the thread holds the new message; the box is emptied.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const reply = useContractForm(zTicketReply, useReplyTicket(ticketId), {
    initialValues: { detay: '' },
    reset: true,
    onSuccess: (text) => ({ color: 'green', text: text || SUPPORT_MSG.sent }),
  });
  const detay = reply.form.values.detay;
  return (
    <ContractForm
      state={reply}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      closable
      button={{ ...busyLook(reply.busy), style: { alignSelf: 'flex-end' } }}
      aria-label="Yanıt Yaz"
    >
      <Textarea
        label="Yanıtınız"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={MAX_DETAIL}
        {...reply.form.getInputProps('detay')}
      />
    </ContractForm>
  );
}
