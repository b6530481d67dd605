// A bank account's fields (bank, holder, IBAN, currency), the same when one is added and when one is edited in place
// on /adminimt/banka-hesaplari; the server's Turkish text under the field it refused (a bad IBAN: ORDER_MSG.iban).
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BANK_CURRENCIES, type BankAccount, type BankCurrency, ibanText } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { notifySuccess } from '../../../ui/admin/feedback';
import { useSaveBankAccount } from '../api/admin';

export type AccountForm = { bank: string; holder: string; iban: string; currency: BankCurrency; active: boolean };

/** The server's field errors of a refused save ({ fields: { iban: '…' } }), none otherwise. */
export const fieldErrors = (error: unknown) => (error as { fields?: Record<string, string> } | null)?.fields ?? {};

export function BankAccountFields({
  form,
  onChange,
  error,
}: {
  form: AccountForm;
  onChange: (form: AccountForm) => void;
  error: unknown;
}) {
  const fields = fieldErrors(error);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Banka"
          value={form.bank}
          error={fields.bank}
          onChange={(e) => onChange({ ...form, bank: e.currentTarget.value })}
        />
        <TextInput
          label="Hesap Sahibi"
          value={form.holder}
          error={fields.holder}
          onChange={(e) => onChange({ ...form, holder: e.currentTarget.value })}
        />
        <TextInput
          label="IBAN"
          placeholder="TR00 0000 0000 0000 0000 0000 00"
          value={form.iban}
          error={fields.iban}
          onChange={(e) => onChange({ ...form, iban: e.currentTarget.value })}
        />
        <Select
          label="Para Birimi"
          data={[...BANK_CURRENCIES]}
          value={form.currency}
          error={fields.currency}
          allowDeselect={false}
          onChange={(v) => onChange({ ...form, currency: (v ?? 'TL') as BankCurrency })}
        />
      </SimpleGrid>
      {Boolean(error) && Object.keys(fields).length === 0 && <Alert color="red">{errorText(error)}</Alert>}
    </>
  );
}

/** 'Düzenle': the account's fields in a modal, saved through updateBankAccount; 'Vazgeç' leaves it as it was. */
export function EditAccountModal({ account, onClose }: { account: BankAccount | null; onClose: () => void }) {
  return (
    <Modal opened={account !== null} onClose={onClose} title="Banka Hesabını Düzenle" size="lg">
      {account && <EditAccount key={account.id} account={account} onClose={onClose} />}
    </Modal>
  );
}

function EditAccount({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [form, setForm] = useState<AccountForm>({ ...account, iban: ibanText(account.iban) });
  const save = useSaveBankAccount();
  return (
    <Stack gap="xs">
      <BankAccountFields form={form} onChange={setForm} error={save.error} />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onClose}>
          Vazgeç
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: account.id, ...form },
              {
                onSuccess: () => {
                  notifySuccess('Kaydedildi.');
                  onClose();
                },
              },
            )
          }
        >
          Kaydet
        </Button>
      </Group>
    </Stack>
  );
}
