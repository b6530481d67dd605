import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BANK_CURRENCIES, type BankCurrency, type InvoiceDetails, ibanText } from '@tedarik/contract/orders/orders';
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

/** /adminimt/banka-hesaplari: the site's bank accounts (IBAN checked) and its company details for invoices. */
export function BankAccountsScreen() {
  const accounts = useQuery(bankAccountsQuery());
  const details = useQuery(invoiceDetailsQuery());
  const remove = useDeleteBankAccount();
  const save = useSaveBankAccount();
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
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      onClick={() => remove.mutate(a.id, { onError: notifyError })}
                    >
                      Sil
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
  const empty = { bank: '', holder: '', iban: '', currency: 'TL' as BankCurrency, active: true };
  const [form, setForm] = useState(empty);
  const save = useSaveBankAccount();
  const fields = (save.error as { fields?: Record<string, string> } | null)?.fields ?? {};
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={700}>Banka Hesabı Ekle</Text>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="Banka"
            value={form.bank}
            error={fields.bank}
            onChange={(e) => setForm({ ...form, bank: e.currentTarget.value })}
            miw={180}
          />
          <TextInput
            label="Hesap Sahibi"
            value={form.holder}
            error={fields.holder}
            onChange={(e) => setForm({ ...form, holder: e.currentTarget.value })}
            miw={180}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="IBAN"
            placeholder="TR00 0000 0000 0000 0000 0000 00"
            value={form.iban}
            error={fields.iban}
            onChange={(e) => setForm({ ...form, iban: e.currentTarget.value })}
            miw={240}
          />
          <Select
            label="Para Birimi"
            data={[...BANK_CURRENCIES]}
            value={form.currency}
            allowDeselect={false}
            onChange={(v) => setForm({ ...form, currency: (v ?? 'TL') as BankCurrency })}
            miw={120}
          />
        </Group>
        {save.error && !fields.iban && <Alert color="red">{errorText(save.error)}</Alert>}
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
  const fields = (save.error as { fields?: Record<string, string> } | null)?.fields ?? {};
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
