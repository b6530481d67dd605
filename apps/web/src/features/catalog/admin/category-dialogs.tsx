import { Modal, Text, TextInput } from '@mantine/core';
import { addCategory, CATALOG_MSG, renameCategory } from '@tedarik/contract/catalog/admin';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { adminErrorText, notifySuccess } from '../../../ui/admin/feedback';
import { SAVED } from '../../../ui/admin/resource-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddCategory } from '../api/admin-add-category';
import { useDeleteCategory } from '../api/admin-delete-category';
import { useMoveCategory } from '../api/admin-move-category';
import { useRenameCategory } from '../api/admin-rename-category';
import { type Category, type CategoryDialog, TOP } from './category-index';
import { DELETED } from './messages';
import { MoveDialog } from './move-dialog';

type Props = {
  dialog: CategoryDialog | null;
  onClose: () => void;
  /** after a sub-category is added: its parent opens, so that it shows */
  onAdded: (parentId: number) => void;
};

/** The category screen's dialogs, one at a time: add, rename, move ('Kat Değiştir') and delete. */
export function CategoryDialogs({ dialog, onClose, onAdded }: Props) {
  switch (dialog?.kind) {
    case 'add':
      return <AddDialog parent={dialog.parent} onClose={onClose} onAdded={onAdded} />;
    case 'rename':
      return <RenameDialog category={dialog.category} onClose={onClose} />;
    case 'move':
      return <MoveCategoryDialog category={dialog.category} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog category={dialog.category} onClose={onClose} />;
    default:
      return null;
  }
}

const modalProps = { opened: true, centered: true, closeButtonProps: { 'aria-label': 'Kapat' } } as const;

/** 'Kategori Ekle' (top level) or 'Alt Kategori Ekle'; a failure reads 'Hata Oluştu.İşlem Başarısız.' (spec §8). */
function AddDialog({ parent, onClose, onAdded }: { parent: Category | null } & Omit<Props, 'dialog'>) {
  const state = useContractForm(addCategory.request.body, useAddCategory(), {
    initialValues: { katad: '' },
    input: (values) => ({ katad: values.katad, ustkat: parent?.id ?? TOP }),
    onSuccess: () => {
      notifySuccess(SAVED);
      if (parent) onAdded(parent.id);
      onClose();
      return undefined;
    },
    onError: (error) => ({ color: 'red', text: adminErrorText(error, CATALOG_MSG.addFailed) }),
  });
  const title = parent ? 'Alt Kategori Ekle' : 'Kategori Ekle';
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title={title}>
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label={title}>
        {parent && (
          <Text size="sm">
            <Text span c="dimmed">
              Üst kategori:{' '}
            </Text>
            {parent.katAd}
          </Text>
        )}
        <TextInput label="Kategori Adı" data-autofocus {...state.form.getInputProps('katad')} />
      </DialogForm>
    </Modal>
  );
}

/** 'Güncelle': a new name ('Güncellendi.'); the old public link redirects to the new one. */
function RenameDialog({ category, onClose }: { category: Category; onClose: () => void }) {
  const state = useContractForm(renameCategory.request.body, useRenameCategory(category.id), {
    initialValues: { KatAd: category.katAd },
    onSuccess: () => {
      notifySuccess(CATALOG_MSG.saved);
      onClose();
      return undefined;
    },
    onError: (error) => ({ color: 'red', text: adminErrorText(error) }),
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Kategori Güncelle">
      <DialogForm state={state} submit="Güncelle" onCancel={close} aria-label="Kategori Güncelle">
        <TextInput label="Kategori Adı" data-autofocus {...state.form.getInputProps('KatAd')} />
      </DialogForm>
    </Modal>
  );
}

function MoveCategoryDialog({ category, onClose }: { category: Category; onClose: () => void }) {
  const move = useMoveCategory(category.id);
  return (
    <MoveDialog
      title={`Kat Değiştir: ${category.katAd}`}
      kind="category"
      moving={category.id}
      current={category.ustKat}
      onMove={move.mutateAsync}
      onClose={onClose}
    />
  );
}

/**
 * '{ad} silinsin mi?'. What a sub-category holds goes to its parent (said in the question); a sector that holds
 * anything is refused by the server, whose text follows 'Hata oluştu.'.
 */
function DeleteDialog({ category, onClose }: { category: Category; onClose: () => void }) {
  const remove = useDeleteCategory();
  const note = category.ustKat !== TOP ? ' Alt kategorileri, ürünleri ve talepleri üst kategorisine taşınır.' : '';
  return (
    <ConfirmModal
      opened
      title="Kategori Sil"
      message={`${category.katAd} silinsin mi?${note}`}
      confirm="Sil"
      color="red"
      onConfirm={async () => {
        await remove.mutateAsync(category.id);
        notifySuccess(DELETED);
      }}
      onClose={onClose}
    />
  );
}
