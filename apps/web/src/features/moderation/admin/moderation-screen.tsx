import { Group, SegmentedControl, Stack } from '@mantine/core';
import { KIND_LABELS, type ModerationKind } from '@tedarik/contract/moderation/admin';
import { useState } from 'react';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import type { QueueOrder } from '../api/queue';
import { QueueList } from './queue-list';
import { ReasonsSection } from './reasons-section';

const QUEUE_KINDS: ModerationKind[] = ['request', 'rating', 'package', 'document', 'complaint'];

/** /adminimt/moderasyon: everything waiting for the administrator in one queue, and the rejection reasons. */
export function ModerationScreen() {
  const [kind, setKind] = useState<ModerationKind | 'all'>('all');
  const [order, setOrder] = useState<QueueOrder>('oldest');
  return (
    <Stack gap="md">
      <ScreenHeader
        title="Moderasyon"
        subtitle="Onay bekleyen talepler, yorumlar, paket başvuruları, belgeler ve şikayetler"
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Tür"
          value={kind}
          onChange={(v) => setKind(v as typeof kind)}
          data={[{ value: 'all', label: 'Tümü' }, ...QUEUE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <SegmentedControl
          aria-label="Sıralama"
          value={order}
          onChange={(v) => setOrder(v as QueueOrder)}
          data={[
            { value: 'oldest', label: 'En eski' },
            { value: 'newest', label: 'En yeni' },
          ]}
        />
      </Group>
      <QueueList key={`${kind}-${order}`} kind={kind === 'all' ? undefined : kind} order={order} />
      <ReasonsSection />
    </Stack>
  );
}
