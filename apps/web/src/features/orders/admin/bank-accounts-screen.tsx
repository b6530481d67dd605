import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type BankAccount, type InvoiceDetails, ibanText } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { QueryError } from '../../../ui/query-error';
import {
  bankAccountsQuery,
  invoiceDetailsQuery,
  useDeleteBankAccount,
  useSaveBankAccount,
  useSaveInvoiceDetails,
} from '../api/admin';
import { type AccountForm, BankAccountFields, EditAccountModal, fieldErrors } from './bank-account-form';

/** /adminimt/banka-hesaplari: the site's bank accounts (IBAN checked) and its company details for invoices. */
export function BankAccountsScreen() {
  const accounts = useQuery(bankAccountsQuery());
  const details = useQuery(invoiceDetailsQuery());
  const remove = useDeleteBankAccount();
  const save = useSaveBankAccount();
  const [editing, setEditing] = useState<BankAccount | null>(null);
  return (
    <Stack gap="md">
      <Title order={2}>Banka Hesapları ve Fatura Bilgileri</Title>
      {accounts.error ? (
        <QueryError error={accounts.error} />
      ) : !accounts.data ? (
        <Skeleton h={160} aria-busy />
      ) : accounts.data.items.length === 0 ? (
        <Text c="dimmed">Henüz banka hesabı eklenmedi.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Banka</Table.Th>
                <Table.Th>Hesap Sahibi</Table.Th>
                <Table.Th>IBAN</Table.Th>
                <Table.Th>Para Birimi</Table.Th>
                <Table.Th>Aktif</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.items.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.bank}</Table.Td>
                  <Table.Td>{a.holder}</Table.Td>
                  <Table.Td ff="monospace">{ibanText(a.iban)}</Table.Td>
                  <Table.Td>{a.currency}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={a.active}
                      aria-label="Aktif"
                      onChange={(e) => save.mutate({ ...a, active: e.currentTarget.checked }, { onError: notifyError })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="default" onClick={() => setEditing(a)}>
                        Düzenle
                      </Button>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="subtle"
                        onClick={() => remove.mutate(a.id, { onError: notifyError })}
                      >
                        Sil
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EditAccountModal account={editing} onClose={() => setEditing(null)} />
      <AddAccount />
      <Title order={3} size="h4">
        Fatura Bilgileri
      </Title>
      {details.error ? (
        <QueryError error={details.error} />
      ) : !details.data ? (
        <Skeleton h={200} aria-busy />
      ) : (
        <InvoiceForm details={details.data} />
      )}
    </Stack>
  );
}

function AddAccount() {
  const empty: AccountForm = { bank: '', holder: '', iban: '', currency: 'TL', active: true };
  const [form, setForm] = useState(empty);
  const save = useSaveBankAccount();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={700}>Banka Hesabı Ekle</Text>
        <BankAccountFields form={form} onChange={setForm} error={save.error} />
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={save.isPending}
          onClick={() =>
            save.mutate(form, {
              onSuccess: () => {
                setForm(empty);
                notifySuccess('Kaydedildi.');
              },
            })
          }
        >
          Ekle
        </Button>
      </Stack>
    </Paper>
  );
}

const LABELS: [keyof InvoiceDetails, string][] = [
  ['title', 'Unvan'],
  ['address', 'Adres'],
  ['taxOffice', 'Vergi Dairesi'],
  ['taxNumber', 'Vergi No / T.C. Kimlik No'],
  ['phone', 'Telefon'],
  ['email', 'E-posta'],
];

function InvoiceForm({ details }: { details: InvoiceDetails }) {
  const [form, setForm] = useState(details);
  const save = useSaveInvoiceDetails();
  const fields = fieldErrors(save.error);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {LABELS.map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            value={form[key]}
            error={fields[key]}
            onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
          />
        ))}
        {save.error && Object.keys(fields).length === 0 && <Alert color="red">{errorText(save.error)}</Alert>}
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={save.isPending}
          onClick={() => save.mutate(form, { onSuccess: () => notifySuccess('Kaydedildi.') })}
        >
          Kaydet
        </Button>
      </Stack>
    </Paper>
  );
}
