// 'Red Gerekçeleri' on /adminimt/moderasyon: the reasons the administrator keeps per kind, offered when rejecting.
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  KIND_LABELS,
  MODERATION_KINDS,
  MODERATION_MSG,
  type ModerationKind,
  REASON_MAX,
  type Reason,
} from '@tedarik/contract/moderation/admin';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { reasonsQuery, useReasonChange } from '../api/reasons';

function ReasonRow({ reason }: { reason: Reason }) {
  const change = useReasonChange();
  const [text, setText] = useState<string | null>(null);
  const done = (message: string) => () => {
    setText(null);
    notifySuccess(message);
  };
  if (text !== null)
    return (
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          label="Gerekçe"
          value={text}
          maxLength={REASON_MAX}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { what: 'edit', id: reason.id, text },
              { onSuccess: done('Kaydedildi.'), onError: notifyError },
            )
          }
        >
          Kaydet
        </Button>
        <Button variant="default" onClick={() => setText(null)}>
          Vazgeç
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm" c={reason.active ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {reason.text}
      </Text>
      <Group gap={4} wrap="nowrap">
        {!reason.active && <StateBadge color="gray">Kullanılmıyor</StateBadge>}
        <Button size="compact-sm" variant="subtle" onClick={() => setText(reason.text)}>
          Düzenle
        </Button>
        {reason.active ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { what: 'remove', id: reason.id },
                { onSuccess: done(MODERATION_MSG.reasonDeactivated), onError: notifyError },
              )
            }
          >
            Kaldır
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { what: 'edit', id: reason.id, text: reason.text, active: true },
                { onSuccess: done('Kaydedildi.'), onError: notifyError },
              )
            }
          >
            Geri Al
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** The reasons of one kind at a time, each editable or removable, and a new one added last. */
export function ReasonsSection() {
  const { data, error } = useQuery(reasonsQuery());
  const [kind, setKind] = useState<ModerationKind>('request');
  const [text, setText] = useState('');
  const change = useReasonChange();
  const rows = data?.items.filter((r) => r.kind === kind);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="reasons-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="reasons-title">
          Red Gerekçeleri
        </Title>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as ModerationKind)}
          data={MODERATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          style={{ overflowX: 'auto' }}
        />
        {error ? (
          <QueryError error={error} />
        ) : rows && rows.length === 0 ? (
          <Text size="sm">{MODERATION_MSG.noReasons}</Text>
        ) : (
          <Stack gap={6}>
            {rows?.map((r) => <ReasonRow key={r.id} reason={r} />) ?? <Text size="sm">Yükleniyor...</Text>}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              { what: 'add', kind, text },
              {
                onSuccess: () => {
                  setText('');
                  notifySuccess(MODERATION_MSG.reasonAdded);
                },
                onError: notifyError,
              },
            );
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={`Yeni gerekçe (${KIND_LABELS[kind]})`}
              value={text}
              maxLength={REASON_MAX}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={change.isPending}>
              Ekle
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
