import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fromIstanbulMinute } from '@tedarik/contract/dates';
import { DESK_MSG, MAX_ROUND_MESSAGE, zNewRound } from '@tedarik/contract/offers/member-desk';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useOpenRound } from '../api/open-round';

/** 'Yeni Tur': a message to every supplier who offered and the deadline of their revisions. */
export function NewRoundForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const form = useContractForm(zNewRound, useOpenRound(requestId), {
    initialValues: { message: '', deadline: '' },
    // the date and time typed are Istanbul's, as every page shows them, whatever the browser's zone
    input: (v) => ({ message: v.message, deadline: v.deadline ? fromIstanbulMinute(v.deadline) : '' }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: DESK_MSG.roundOpened });
      onDone();
      return undefined;
    },
  });
  const input = form.form.getInputProps;
  return (
    <ContractForm
      state={form}
      submit="Yeni Tur"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(form.busy)}
      aria-label="Yeni Tur"
    >
      <Textarea
        label="Mesaj"
        description={`${form.form.values.message.trim().length} / ${MAX_ROUND_MESSAGE}`}
        autosize
        minRows={3}
        maxLength={MAX_ROUND_MESSAGE}
        {...input('message')}
      />
      <TextInput label="Tur Bitiş Tarihi" description="Türkiye saati" type="datetime-local" {...input('deadline')} />
    </ContractForm>
  );
}
