// An order's decisions, the same on the list (/adminimt/odemeler) and on the order's page: Onayla and Reddet while
// it waits, Proforma always; the rejection asks for its reason in a modal.
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { AdminOrder } from '@tedarik/contract/orders/admin';
import { DECIDABLE } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { downloadProformaOf, useDecideOrder } from '../api/admin';

export function OrderActions({
  order,
  onReject,
  size = 'compact-xs',
}: {
  order: AdminOrder;
  onReject: (o: AdminOrder) => void;
  size?: 'compact-xs' | 'sm';
}) {
  const decide = useDecideOrder();
  return (
    <Group gap={size === 'sm' ? 'xs' : 4} wrap={size === 'sm' ? 'wrap' : 'nowrap'}>
      {DECIDABLE.includes(order.status) && (
        <>
          <Button
            size={size}
            color="green"
            loading={decide.isPending && decide.variables?.id === order.id}
            onClick={() =>
              decide.mutate({ id: order.id }, { onSuccess: (r) => notifySuccess(r.message), onError: notifyError })
            }
          >
            Onayla
          </Button>
          <Button size={size} color="red" variant="light" onClick={() => onReject(order)}>
            Reddet
          </Button>
        </>
      )}
      <Button
        size={size}
        variant={size === 'sm' ? 'default' : 'subtle'}
        onClick={() => downloadProformaOf(order).catch(notifyError)}
      >
        Proforma
      </Button>
    </Group>
  );
}

export function RejectModal({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const decide = useDecideOrder();
  return (
    <Modal opened={order !== null} onClose={onClose} title={order ? `${order.code} reddedilsin mi?` : ''}>
      <Stack gap="sm">
        <Textarea label="Red gerekçesi" value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize />
        {decide.error && <Alert color="red">{errorText(decide.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            color="red"
            loading={decide.isPending}
            onClick={() =>
              order &&
              decide.mutate(
                { id: order.id, reason },
                {
                  onSuccess: (r) => {
                    notifySuccess(r.message);
                    setReason('');
                    onClose();
                  },
                },
              )
            }
          >
            Reddet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
