import { Group, Modal, Radio, TextInput } from '@mantine/core';
import {
  addCatalogProduct,
  CATALOG_MSG,
  updateCatalogProduct,
  type zCategoryProduct,
} from '@tedarik/contract/catalog/admin';
import type { z } from 'zod';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { adminErrorText, notifySuccess } from '../../../ui/admin/feedback';
import { SAVED } from '../../../ui/admin/resource-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAddCatalogProduct } from '../api/admin-add-catalog-product';
import { useMoveCatalogProduct } from '../api/admin-move-catalog-product';
import { useUpdateCatalogProduct } from '../api/admin-update-catalog-product';
import { MoveDialog } from './move-dialog';

export type CatalogProductRow = z.infer<typeof zCategoryProduct>;

/** The one dialog the product screen has open (admin spec §2: one at a time); 'Sil' is the table's own. */
export type ProductDialog = { kind: 'add' } | { kind: 'edit' | 'move'; row: CatalogProductRow };

const modalProps = { opened: true, centered: true, closeButtonProps: { 'aria-label': 'Kapat' } } as const;
// Tag and product writes: 'Hata oluştu' (spec §8), with the server's reason when it gives one
const failed = (error: Error) => ({ color: 'red' as const, text: adminErrorText(error, CATALOG_MSG.tagFailed) });

type Props = { dialog: ProductDialog | null; categoryId: number | null; onClose: () => void };

export function ProductDialogs({ dialog, categoryId, onClose }: Props) {
  if (dialog?.kind === 'add' && categoryId !== null) return <AddDialog categoryId={categoryId} onClose={onClose} />;
  if (dialog?.kind === 'edit') return <EditDialog row={dialog.row} onClose={onClose} />;
  if (dialog?.kind === 'move') return <MoveProductDialog row={dialog.row} onClose={onClose} />;
  return null;
}

/** 'Ürün Ekle': a catalog product in the category of the route. */
function AddDialog({ categoryId, onClose }: { categoryId: number; onClose: () => void }) {
  const state = useContractForm(addCatalogProduct.request.body, useAddCatalogProduct(categoryId), {
    initialValues: { etiket: '' },
    onSuccess: () => {
      notifySuccess(SAVED);
      onClose();
      return undefined;
    },
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Ürün Ekle">
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label="Ürün Ekle">
        <TextInput label="Ürün Adı" data-autofocus {...state.form.getInputProps('etiket')} />
      </DialogForm>
    </Modal>
  );
}

/**
 * 'Detay': the name and 'Aktif' (Evet / Hayır). An inactive product cannot be chosen for new requests and company
 * products; those it has keep it.
 */
function EditDialog({ row, onClose }: { row: CatalogProductRow; onClose: () => void }) {
  const state = useContractForm(updateCatalogProduct.request.body, useUpdateCatalogProduct(row.katId), {
    initialValues: { etiket: row.et.urunAd, durum: row.et.kudurum ? 'Evet' : 'Hayır' },
    input: (values) => ({ ...values, id: row.et.id }),
    onSuccess: () => {
      notifySuccess(SAVED);
      onClose();
      return undefined;
    },
    onError: failed,
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Ürün Detayı">
      <DialogForm state={state} submit="Kaydet" onCancel={close} aria-label="Ürün Detayı">
        <TextInput label="Ürün Adı" data-autofocus {...state.form.getInputProps('etiket')} />
        <Radio.Group label="Aktif" {...state.form.getInputProps('durum')}>
          <Group gap="lg" mt={6}>
            <Radio value="Evet" label="Evet" />
            <Radio value="Hayır" label="Hayır" />
          </Group>
        </Radio.Group>
      </DialogForm>
    </Modal>
  );
}

/** 'Kategori Güncelle': the move picker, to a category without sub-categories. */
function MoveProductDialog({ row, onClose }: { row: CatalogProductRow; onClose: () => void }) {
  const move = useMoveCatalogProduct(row.katId, row.et.id);
  return (
    <MoveDialog
      title={`Kategori Güncelle: ${row.et.urunAd}`}
      kind="leaf"
      moving={row.katId}
      current={row.katId}
      onMove={move.mutateAsync}
      onClose={onClose}
    />
  );
}
