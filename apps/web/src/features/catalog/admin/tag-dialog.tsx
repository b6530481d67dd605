import { Modal, TextInput } from '@mantine/core';
import { addTag, CATALOG_MSG, renameTag } from '@tedarik/contract/catalog/admin';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { adminErrorText, notifySuccess } from '../../../ui/admin/feedback';
import { SAVED } from '../../../ui/admin/resource-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddTag } from '../api/admin-add-tag';
import { useRenameTag } from '../api/admin-rename-tag';

type Tag = { id: number; etiket: string };
type Props = { categoryId: number; onClose: () => void };

const modalProps = { opened: true, centered: true, closeButtonProps: { 'aria-label': 'Kapat' } } as const;
const failed = (error: Error) => ({ color: 'red' as const, text: adminErrorText(error, CATALOG_MSG.tagFailed) });
const saved = (onClose: () => void) => () => {
  notifySuccess(SAVED);
  onClose();
  return undefined;
};

/** 'Etiket Ekle': a name above 2 characters, else 'Hata oluştu' (spec §8). */
export function AddTagDialog({ categoryId, onClose }: Props) {
  const state = useContractForm(addTag.request.body, useAddTag(categoryId), {
    initialValues: { etiket: '' },
    onSuccess: saved(onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Etiket Ekle">
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label="Etiket Ekle">
        <TextInput label="Etiket" data-autofocus {...state.form.getInputProps('etiket')} />
      </DialogForm>
    </Modal>
  );
}

/** 'Detay': the tag's name changed. */
export function EditTagDialog({ categoryId, tag, onClose }: Props & { tag: Tag }) {
  const state = useContractForm(renameTag.request.body, useRenameTag(categoryId), {
    initialValues: { etiket: tag.etiket },
    input: (values) => ({ etiket: values.etiket, id: tag.id }),
    onSuccess: saved(onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Etiket Detayı">
      <DialogForm state={state} submit="Kaydet" onCancel={close} aria-label="Etiket Detayı">
        <TextInput label="Etiket" data-autofocus {...state.form.getInputProps('etiket')} />
      </DialogForm>
    </Modal>
  );
}
