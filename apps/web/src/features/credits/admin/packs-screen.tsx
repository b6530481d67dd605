import { Badge, Button, Checkbox, Modal, NumberInput, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zPackInput } from '@tedarik/contract/credits/admin';
import type { CreditPack } from '@tedarik/contract/credits/member';
import { formatMoney, kurusOf } from '@tedarik/contract/money';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { AmountInput } from '../../../ui/amount-input';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { QueryError } from '../../../ui/query-error';
import { creditPacksQuery, useSavePack } from '../api/admin';

type Dialog = { kind: 'add' } | { kind: 'edit'; pack: CreditPack } | null;

/**
 * /adminimt/ek-teklif-paketleri: the top-up packs a company buys ('Ek Teklif Paketi'): title, credits, price without
 * KDV; 'Ekle', 'Düzenle', and passive instead of delete (orders keep naming a pack).
 */
export function PacksScreen() {
  const { data, error } = useQuery(creditPacksQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: Column<CreditPack>[] = [
    { header: 'Paket', cell: (p) => p.title },
    { header: 'Teklif Hakkı', cell: (p) => formatCount(p.credits), nowrap: true },
    { header: 'Fiyat (KDV Hariç)', cell: (p) => formatMoney(kurusOf(p.price), 'TL'), nowrap: true },
    {
      header: 'Durum',
      cell: (p) => <Badge color={p.active ? 'green' : 'gray'}>{p.active ? 'Aktif' : 'Pasif'}</Badge>,
      nowrap: true,
    },
    {
      header: '',
      pinned: true,
      cell: (p) => (
        <Button size="compact-sm" variant="light" onClick={() => setDialog({ kind: 'edit', pack: p })}>
          Düzenle
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <ScreenHeader title="Ek Teklif Paketleri">
        <Button onClick={() => setDialog({ kind: 'add' })}>Ekle</Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : !data ? (
        <Skeleton h={200} aria-busy />
      ) : (
        <ResourceTable label="Ek Teklif Paketleri" rows={data.items} columns={columns} rowKey={(p) => p.id} />
      )}
      {dialog && <PackDialog pack={dialog.kind === 'edit' ? dialog.pack : undefined} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function PackDialog({ pack, onClose }: { pack?: CreditPack; onClose: () => void }) {
  const state = useContractForm(zPackInput, useSavePack(pack?.id), {
    initialValues: {
      title: pack?.title ?? '',
      credits: (pack?.credits ?? '') as number | string,
      price: pack?.price.replace('.', ',') ?? '',
      active: pack?.active ?? true,
    },
    onSuccess: () => {
      notifySuccess('Kaydedildi.');
      onClose();
      return undefined;
    },
  });
  const close = () => !state.busy && onClose();
  const title = pack ? 'Paketi Düzenle' : 'Paket Ekle';
  return (
    <Modal opened onClose={close} title={title}>
      <DialogForm state={state} submit="Kaydet" onCancel={close} aria-label={title}>
        <TextInput label="Paket Adı" data-autofocus {...state.form.getInputProps('title')} />
        <NumberInput label="Teklif Hakkı" allowDecimal={false} min={1} {...state.form.getInputProps('credits')} />
        <AmountInput label="Fiyat (KDV Hariç)" currency="TL" {...state.form.getInputProps('price')} />
        <Checkbox label="Aktif (satışta)" {...state.form.getInputProps('active', { type: 'checkbox' })} />
      </DialogForm>
    </Modal>
  );
}
