import { Modal, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CallResult } from '@tedarik/contract/call';
import {
  addPageCategory,
  CONTENT_MSG,
  type getPageCategories,
  updatePageCategory,
} from '@tedarik/contract/content/admin';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { SAVED } from '../../../ui/admin/resource-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddPageCategory } from '../api/admin-add-page-category';
import { useUpdatePageCategory } from '../api/admin-update-page-category';
import { failed, modalProps, savedThen } from './dialog-props';
import { SortInput } from './fields';

export type PageCategory = CallResult<typeof getPageCategories>[number];
type Values = { katad: string; sira: number | string };

function Fields({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <TextInput label="Kategori Adı" required data-autofocus {...form.getInputProps('katad')} />
      <SortInput {...form.getInputProps('sira')} />
    </>
  );
}

/** 'Kategori Ekle': a name above 2 characters ('Kategori adı girin.') and an order ('Sira Numarasi Girin.'). */
export function AddPageCategoryDialog({ next, onClose }: { next: number; onClose: () => void }) {
  const state = useContractForm(addPageCategory.request.body, useAddPageCategory(), {
    initialValues: { katad: '', sira: next } as Values,
    onSuccess: savedThen(SAVED, onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Kategori Ekle">
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label="Kategori Ekle">
        <Fields form={state.form} />
      </DialogForm>
    </Modal>
  );
}

/** 'Detay': the group's name and order changed → 'Güncellendi.'. */
export function EditPageCategoryDialog({ category, onClose }: { category: PageCategory; onClose: () => void }) {
  const state = useContractForm(updatePageCategory.request.body, useUpdatePageCategory(), {
    initialValues: { katad: category.katAd, sira: category.sira } as Values,
    input: (values) => ({ ...values, id: category.id }),
    onSuccess: savedThen(CONTENT_MSG.saved, onClose),
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Kategori Detayı">
      <DialogForm state={state} submit="Kaydet" onCancel={close} aria-label="Kategori Detayı">
        <Fields form={state.form} />
      </DialogForm>
    </Modal>
  );
}
