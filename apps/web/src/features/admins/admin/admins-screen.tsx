import { Button, Modal, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_ROLE_LABEL,
  ADMIN_ROLES,
  ADMINS_MSG,
  type AdminAccount,
  type AdminRole,
  addAdmin,
} from '@tedarik/contract/accounts/admin-team';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { QueryError } from '../../../ui/query-error';
import { adminsQuery, useAddAdmin, useChangeRole, useDeactivateAdmin } from '../api/admins';

const ROLE_CHOICES = ADMIN_ROLES.map((value) => ({ value, label: ADMIN_ROLE_LABEL[value] }));
const modalProps = { opened: true, centered: true, closeButtonProps: { 'aria-label': 'Kapat' } } as const;

/** 'Yönetici Ekle': name, user name, e-mail, role and a first password (the project's password rules). */
function AddDialog({ onClose }: { onClose: () => void }) {
  const state = useContractForm(addAdmin.request.body, useAddAdmin(), {
    initialValues: { name: '', username: '', email: '', role: 'moderator', password: '' },
    onSuccess: () => {
      notifySuccess(ADMINS_MSG.added);
      onClose();
      return undefined;
    },
  });
  const close = () => !state.busy && onClose();
  return (
    <Modal {...modalProps} onClose={close} title="Yönetici Ekle">
      <DialogForm state={state} submit="Ekle" onCancel={close} aria-label="Yönetici Ekle">
        <TextInput label="Ad Soyad" data-autofocus {...state.form.getInputProps('name')} />
        <TextInput label="Kullanıcı Adı" autoComplete="off" {...state.form.getInputProps('username')} />
        <TextInput label="E-posta" type="email" {...state.form.getInputProps('email')} />
        <Select label="Rol" data={ROLE_CHOICES} allowDeselect={false} {...state.form.getInputProps('role')} />
        <PasswordInput
          label="Şifre"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster' }}
          {...state.form.getInputProps('password')}
        />
      </DialogForm>
    </Modal>
  );
}

function RoleSelect({ admin }: { admin: AdminAccount }) {
  const change = useChangeRole();
  return (
    <Select
      aria-label={`${admin.username} rolü`}
      size="xs"
      w={140}
      data={ROLE_CHOICES}
      value={admin.role}
      allowDeselect={false}
      disabled={!admin.active || change.isPending}
      onChange={(role) =>
        role &&
        role !== admin.role &&
        change.mutate(
          { id: admin.id, role: role as AdminRole },
          { onSuccess: () => notifySuccess(ADMINS_MSG.roleChanged), onError: notifyError },
        )
      }
    />
  );
}

/**
 * /adminimt/yoneticiler (the Yönetici's alone): every administrator with its role, which can be changed; 'Yönetici
 * Ekle'; 'Devre Dışı Bırak', after a question. The server keeps the last active Yönetici.
 */
export function AdminsScreen() {
  const { data, error } = useQuery(adminsQuery());
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<AdminAccount | null>(null);
  const deactivate = useDeactivateAdmin();
  const columns: Column<AdminAccount>[] = [
    {
      header: 'Ad Soyad',
      cell: (a) => (
        <Stack gap={0}>
          <Text fw={600}>{a.name || a.username}</Text>
          <Text size="xs" c="dimmed">
            {a.username}
          </Text>
        </Stack>
      ),
    },
    { header: 'E-posta', cell: (a) => a.email || '—' },
    { header: 'Rol', cell: (a) => <RoleSelect admin={a} /> },
    {
      header: 'Durum',
      cell: (a) => <StateBadge color={a.active ? 'green' : 'gray'}>{a.active ? 'Etkin' : 'Devre dışı'}</StateBadge>,
      nowrap: true,
    },
    { header: 'Oluşturulma Tarihi', cell: (a) => formatDate(a.createdAt), nowrap: true },
    {
      header: '',
      pinned: true,
      cell: (a) =>
        a.active && (
          <Button size="compact-sm" variant="light" color="red" onClick={() => setLeaving(a)}>
            Devre Dışı Bırak
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <ScreenHeader title="Yöneticiler" subtitle="Yönetim paneline giren hesaplar ve rolleri">
        <Button onClick={() => setAdding(true)}>Yönetici Ekle</Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable label="Yöneticiler" columns={columns} rows={data?.items} rowKey={(a) => a.id} minWidth={760} />
      )}
      {adding && <AddDialog onClose={() => setAdding(false)} />}
      <ConfirmModal
        opened={leaving !== null}
        title="Devre Dışı Bırak"
        message={`${leaving?.name || leaving?.username} devre dışı bırakılsın mı? Oturumları kapanır, giriş yapamaz.`}
        confirm="Devre Dışı Bırak"
        color="red"
        onConfirm={async () => {
          if (!leaving) return;
          const r = await deactivate.mutateAsync(leaving.id);
          notifySuccess(r.message);
        }}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}
