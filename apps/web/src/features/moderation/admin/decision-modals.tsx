// The workbench's two dialogs: an approval (a request's shows 'Bu talep N firmaya ulaşacak' first, from the
// approval's own count) and a rejection with a reason of the item's kind and an optional note.
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KIND_LABELS, MODERATION_MSG } from '@tedarik/contract/moderation/admin';
import { NOTE_MAX, type QueueItem } from '@tedarik/contract/moderation/admin-queue';
import { useState } from 'react';
import { adminErrorText, BUSY, notifySuccess } from '../../../ui/admin/feedback';
import { type ItemRef, reachQuery, useDecision } from '../api/queue';
import { reasonsQuery } from '../api/reasons';

function Failure({ error }: { error: unknown }) {
  return error ? (
    <Alert color="red" variant="light" role="alert">
      {adminErrorText(error)}
    </Alert>
  ) : null;
}

function Reach({ requestId }: { requestId: number }) {
  const { data, error } = useQuery(reachQuery(requestId));
  if (error) return <Failure error={error} />;
  if (!data)
    return (
      <Group gap="xs">
        <Loader size="xs" /> <Text size="sm">Ulaşacağı firmalar sayılıyor...</Text>
      </Group>
    );
  return (
    <Text fw={700} data-testid="reach">
      {data.text}
    </Text>
  );
}

/** Approves the items (one, or the selected ones) after showing what approval causes. */
export function ApproveModal({ items, onClose }: { items: QueueItem[]; onClose: () => void }) {
  const decision = useDecision();
  const one = items.length === 1 ? items[0] : undefined;
  const approve = () =>
    decision.mutate(
      { what: 'approve', items: items.map(({ kind, id }): ItemRef => ({ kind, id })) },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Onayla" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="sm">
        <Text>{one ? `${KIND_LABELS[one.kind]}: ${one.title}` : `${items.length} kayıt onaylanacak.`}</Text>
        {one?.kind === 'request' && <Reach requestId={one.id} />}
        {one?.kind === 'complaint' && <Text size="sm">Şikayet onaylanınca konuşma kapatılır.</Text>}
        <Failure error={decision.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decision.isPending}>
            Vazgeç
          </Button>
          <Button onClick={approve} loading={decision.isPending} loaderProps={{ 'aria-label': BUSY }}>
            Onayla
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Rejects one item with a reason of its kind's list and an optional note. */
export function RejectModal({ item, onClose }: { item: QueueItem; onClose: () => void }) {
  const decision = useDecision();
  const { data } = useQuery(reasonsQuery());
  const reasons = data?.items.filter((r) => r.kind === item.kind && r.active) ?? [];
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = () => {
    if (!reasonId) return setMissing(true);
    decision.mutate(
      { what: 'reject', item: { kind: item.kind, id: item.id }, reasonId: Number(reasonId), note },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Reddet" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="sm">
        <Text>{`${KIND_LABELS[item.kind]}: ${item.title}`}</Text>
        <Select
          label="Red gerekçesi"
          placeholder="Gerekçe seçin"
          data={reasons.map((r) => ({ value: String(r.id), label: r.text }))}
          value={reasonId}
          onChange={(v) => {
            setReasonId(v);
            setMissing(false);
          }}
          error={missing ? MODERATION_MSG.reasonRequired : undefined}
          nothingFoundMessage={MODERATION_MSG.noReasons}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Ek açıklama (isteğe bağlı)"
          value={note}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Failure error={decision.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decision.isPending}>
            Vazgeç
          </Button>
          <Button color="red" onClick={reject} loading={decision.isPending}>
            Reddet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
