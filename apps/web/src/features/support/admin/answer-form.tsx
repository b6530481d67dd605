import { Textarea } from '@mantine/core';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { zStaffAnswer } from '@tedarik/contract/support/admin';
import { BUSY } from '../../../ui/admin/feedback';
import { useResourceForm } from '../../../ui/admin/resource-form';
import { ContractForm } from '../../../ui/form/contract-form';
import { useAnswerTicket } from '../api/admin-answer-ticket';

const ANSWER_SENT = 'Yanıtınız iletildi.';

/**
 * The desk's answer (POST /adn_api/destekcevap-{id}): over 10 characters, else 'Mesajınızı Girin.'. The answer's
 * thread replaces the page's; the box is emptied and 'Yanıtınız iletildi.' shows.
 */
export function AnswerForm({ ticketId }: { ticketId: number }) {
  const state = useResourceForm(zStaffAnswer, useAnswerTicket(ticketId), {
    initialValues: { detay: '' },
    reset: true,
    success: ANSWER_SENT,
  });
  const detay = state.form.values.detay;
  return (
    <ContractForm
      state={state}
      submit="Gönder"
      busyLabel={BUSY}
      button={{ style: { alignSelf: 'flex-end' } }}
      aria-label="Yanıt Yaz"
    >
      <Textarea
        label="Yanıtınız"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={MAX_DETAIL}
        {...state.form.getInputProps('detay')}
      />
    </ContractForm>
  );
}
