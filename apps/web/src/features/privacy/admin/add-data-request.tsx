import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  DATA_REQUEST_CHANNEL_LABELS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MSG,
  zNewDataRequest,
} from '@tedarik/contract/privacy/admin';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { notifySuccess } from '../../../ui/admin/feedback';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddDataRequest } from '../api/admin-data-requests';

/** What a contact message fills in when it is logged as a data request ('Veri Talebi Olarak Kaydet'). */
export type Prefill = { name?: string; email?: string; note?: string; receivedOn?: string; channel?: string };

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** 'Veri Talebi Ekle': a request received by e-mail or through the contact form, with the day it came. */
export function AddDataRequest({ prefill, onDone }: { prefill?: Prefill; onDone: () => void }) {
  const add = useContractForm(zNewDataRequest, useAddDataRequest(), {
    initialValues: {
      kind: 'silme',
      channel: prefill?.channel === 'iletisim-formu' ? 'iletisim-formu' : 'e-posta',
      requesterName: prefill?.name ?? '',
      requesterEmail: prefill?.email ?? '',
      receivedOn: prefill?.receivedOn ?? today(),
      note: prefill?.note ?? '',
    },
    onSuccess: () => {
      notifySuccess(DATA_REQUEST_MSG.added);
      onDone();
      return undefined;
    },
  });
  const input = add.form.getInputProps;
  return (
    <DialogForm state={add} submit="Kaydet" onCancel={onDone} aria-label="Veri Talebi Ekle">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Select
          label="Talep Türü"
          data={DATA_REQUEST_KINDS.map((k) => ({ value: k, label: DATA_REQUEST_KIND_LABELS[k] }))}
          allowDeselect={false}
          {...input('kind')}
        />
        <Select
          label="Geldiği Kanal"
          data={(['e-posta', 'iletisim-formu'] as const).map((c) => ({
            value: c,
            label: DATA_REQUEST_CHANNEL_LABELS[c],
          }))}
          allowDeselect={false}
          {...input('channel')}
        />
        <TextInput label="Başvuranın Adı" {...input('requesterName')} />
        <TextInput label="E-posta" type="email" {...input('requesterEmail')} />
        <TextInput
          label="Geliş Tarihi"
          type="date"
          description="30 günlük yanıt süresi bu günden başlar."
          {...input('receivedOn')}
        />
      </SimpleGrid>
      <Textarea label="Not" autosize minRows={3} {...input('note')} />
    </DialogForm>
  );
}
