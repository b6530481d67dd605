import { Modal, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CallResult } from '@tedarik/contract/call';
import {
  addFaq,
  CONTENT_DEFAULT_SORT,
  CONTENT_MSG,
  type getAdminFaq,
  updateFaq,
} from '@tedarik/contract/content/admin';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { SAVED } from '../../../ui/admin/resource-form';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddFaq } from '../api/admin-add-faq';
import { useUpdateFaq } from '../api/admin-update-faq';
import { failed, modalProps, savedThen } from './dialog-props';
import { SortInput } from './fields';

export type Faq = CallResult<typeof getAdminFaq>[number];
type Values = { soru: string; cevap: string; sira: number | string };

function Fields({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <TextInput label="Soru" required data-autofocus {...form.getInputProps('soru')} />
      <RichTextField
        label="Cevap"
        value={form.getValues().cevap}
        onChange={(html) => form.setFieldValue('cevap', html)}
      />
      <SortInput {...form.getInputProps('sira')} />
    </>
  );
}

const size = 'xl';

/** 'Soru Ekle' (admin spec §2 "FAQ"): question, answer and order (1), sent as a number; the answer is the list. */
export function AddFaqDialog({ onClose }: { onClose: () => void }) {
  const state = useContractForm(addFaq.request.body, useAddFaq(), {
    initialValues: { soru: '', cevap: '', sira: CONTENT_DEFAULT_SORT.faq } as Values,
    onSuccess: savedThen(SAVED, onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} size={size} onClose={close} title="Soru Ekle">
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label="Soru Ekle">
        <Fields form={state.form} />
      </DialogForm>
    </Modal>
  );
}

/** 'Detay': the question, its answer and order changed → 'Güncellendi.'. */
export function EditFaqDialog({ faq, onClose }: { faq: Faq; onClose: () => void }) {
  const state = useContractForm(updateFaq.request.body, useUpdateFaq(), {
    initialValues: { soru: faq.soru, cevap: faq.cevap, sira: faq.sira } as Values,
    input: (values) => ({ ...values, id: faq.id }),
    onSuccess: savedThen(CONTENT_MSG.saved, onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} size={size} onClose={close} title="Soru Detayı">
      <DialogForm state={state} submit="Kaydet" onCancel={close} aria-label="Soru Detayı">
        <Fields form={state.form} />
      </DialogForm>
    </Modal>
  );
}
