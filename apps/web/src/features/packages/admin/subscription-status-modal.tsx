import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import { ADMIN_PACKAGE_MSG, zSetSubscription } from '@tedarik/contract/packages/admin';
import { codeOf } from '@tedarik/contract/requests/admin';
import { BUSY } from '../../../ui/admin/feedback';
import { useResourceForm } from '../../../ui/admin/resource-form';
import { STATUS_OPTIONS } from '../../../ui/admin/status';
import { ContractForm } from '../../../ui/form/contract-form';
import { useSetSubscriptionStatus } from '../api/set-subscription-status';
import { monthsLabel } from '../package-state';
import { type Subscription, WAITING } from './subscription-cells';

const CHOICES = STATUS_OPTIONS.map((o) => ({ value: String(o.code), label: o.code === -1 ? WAITING : o.label }));

type Props = { memberId: number; subscription: Subscription; onClose: () => void };

/**
 * The state of an application or package (admin spec §4): waiting (-1), active (1: runs from today and makes the
 * member a company) or passive (0), with an explanation → 'Güncellendi.'.
 */
export function SubscriptionStatusModal({ memberId, subscription, onClose }: Props) {
  const mutation = useSetSubscriptionStatus(memberId);
  const { uypkt, pkt } = subscription;
  const state = useResourceForm(zSetSubscription, mutation, {
    initialValues: { durum: String(codeOf(uypkt.durum)), aciklama: uypkt.aciklama },
    input: (values) => ({
      secilenAktifid: uypkt.id,
      secilenAktifPaket: values.durum,
      secilenAktifaciklama: values.aciklama,
    }),
    success: ADMIN_PACKAGE_MSG.updated,
    onSaved: onClose,
  });
  return (
    <Modal opened onClose={onClose} title="Paket Durumu" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Text size="sm">
          <Text span fw={600}>
            {pkt.baslik}
          </Text>{' '}
          · {monthsLabel(uypkt.sureAy)} · {formatMoney(kurusOfNumber(uypkt.ucret), 'TL')}
        </Text>
        <ContractForm state={state} submit="Kaydet" busyLabel={BUSY}>
          <Select
            label="Durum"
            data={CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...state.form.getInputProps('durum')}
          />
          <Textarea label="Açıklama" autosize minRows={3} maxRows={8} {...state.form.getInputProps('aciklama')} />
        </ContractForm>
      </Stack>
    </Modal>
  );
}
