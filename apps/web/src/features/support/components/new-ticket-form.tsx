import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { MAX_LENGTH } from '@tedarik/contract/fields';
import { SUPPORT_MSG, zNewTicket } from '@tedarik/contract/support/member';
import type { TicketPrefill } from '../../../lib/support-links';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateTicket } from '../api/create-ticket';

type Props = {
  /** what a link filled in (?konu=…&mesaj=…): the catalog's "category not found" hint, for one */
  prefill: TicketPrefill;
  onCreated: (id: number) => void;
};

/**
 * A new support ticket (POST /api/destekyeni): subject and message, their messages ('Konu Girin.', 'Mesajınızı
 * Girin.') joined in the one alert; the new ticket's thread opens after it.
 */
export function NewTicketForm({ prefill, onCreated }: Props) {
  const create = useContractForm(zNewTicket, useCreateTicket(), {
    initialValues: { baslik: prefill.subject, detay: prefill.message },
    onSuccess: (id) => {
      notifications.show({ color: 'green', message: SUPPORT_MSG.sent });
      onCreated(id);
      return undefined;
    },
  });
  const input = create.form.getInputProps;
  const detay = create.form.values.detay;
  return (
    <ContractForm
      state={create}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={{ ...busyLook(create.busy), style: { alignSelf: 'flex-end' } }}
      aria-label="Yeni Destek Talebi"
    >
      <TextInput label="Konu" autoComplete="off" maxLength={MAX_LENGTH.line} {...input('baslik')} />
      <Textarea
        label="Mesajınız"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={6}
        maxRows={16}
        maxLength={MAX_DETAIL}
        {...input('detay')}
      />
    </ContractForm>
  );
}
