// The workbench's queue: each waiting item as a card (a phone and a desktop alike) with its kind, what it is, who
// sent it, how long it has waited (amber after 4 hours, red after 24, in words too), its flags, and its decisions;
// requests, ratings and package applications can be selected and approved together.
import { Anchor, Badge, Button, Card, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { KIND_LABELS, type ModerationKind } from '@tedarik/contract/moderation/admin';
import { QUEUE_MSG, type QueueItem } from '@tedarik/contract/moderation/admin-queue';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_HOME } from '../../../lib/paths';
import { QueryError } from '../../../ui/query-error';
import { type QueueOrder, queueQuery } from '../api/queue';
import { ApproveModal, RejectModal } from './decision-modals';
import { waitOf } from './wait';

const keyOf = (i: QueueItem) => `${i.kind}_${i.id}`;
/** a complaint upheld closes a whole thread: one at a time */
const inBulk = (i: QueueItem) => i.kind !== 'complaint';

function ItemCard({
  item,
  now,
  selected,
  onSelect,
  onApprove,
  onReject,
}: {
  item: QueueItem;
  now: number;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const wait = waitOf(item.waitingSince, now);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`${KIND_LABELS[item.kind]}: ${item.title}`}
      style={
        wait.level === 'fresh'
          ? undefined
          : { borderLeft: `4px solid var(--mantine-color-${wait.color.replace('.', '-')})` }
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {inBulk(item) && (
              <Checkbox
                checked={selected}
                onChange={(e) => onSelect(e.currentTarget.checked)}
                aria-label={`Seç: ${item.title}`}
              />
            )}
            <Badge variant="light" tt="none">
              {KIND_LABELS[item.kind]}
            </Badge>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
          </Group>
          <Badge
            color={wait.color}
            // amber is the dot and the card's edge: white or amber text on amber falls short of 4.5:1 contrast
            variant={wait.level === 'late' ? 'filled' : wait.level === 'soon' ? 'dot' : 'outline'}
            tt="none"
            data-wait={wait.level}
          >
            {wait.text}
          </Badge>
        </Group>
        {item.summary && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Text>
        )}
        {item.flags.length > 0 && (
          <Group gap={4}>
            {item.flags.map((f) => (
              <Badge key={f.kind} color="red" variant="outline" tt="none">
                {f.text}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {item.who?.name ?? '—'}
            {item.link && (
              <>
                {' · '}
                <Anchor component={Link} to={`${ADMIN_HOME}/${item.link}`} size="xs">
                  Detay
                </Anchor>
              </>
            )}
          </Text>
          <Group gap="xs">
            <Button size="compact-sm" onClick={onApprove}>
              Onayla
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={onReject}>
              Reddet
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

type Dialog = { what: 'approve'; items: QueueItem[] } | { what: 'reject'; item: QueueItem } | null;

/** The queue of a kind (or all), oldest or newest first, page by page. */
export function QueueList({ kind, order }: { kind: ModerationKind | undefined; order: QueueOrder }) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage, dataUpdatedAt } = useInfiniteQuery(
    queueQuery(kind, order),
  );
  const [selected, setSelected] = useState<Map<string, QueueItem>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  if (error) return <QueryError error={error} />;
  if (isPending)
    return (
      <Center p="lg">
        <Loader aria-label="Yükleniyor" />
      </Center>
    );
  const items = data.pages.flatMap((p) => p.items);
  const now = dataUpdatedAt || Date.now();
  const select = (item: QueueItem, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(keyOf(item), item);
      else next.delete(keyOf(item));
      return next;
    });
  const close = () => {
    setDialog(null);
    setSelected(new Map());
  };
  const selectable = items.filter(inBulk);
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text>{QUEUE_MSG.empty}</Text>
      ) : (
        <Group gap="xs" wrap="wrap">
          <Checkbox
            label="Tümünü seç"
            checked={selectable.length > 0 && selectable.every((i) => selected.has(keyOf(i)))}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setSelected(new Map(on ? selectable.map((i) => [keyOf(i), i]) : []));
            }}
          />
          <Button
            size="compact-md"
            disabled={selected.size === 0}
            onClick={() => setDialog({ what: 'approve', items: [...selected.values()] })}
          >
            Seçilenleri Onayla ({selected.size})
          </Button>
        </Group>
      )}
      {items.map((item) => (
        <ItemCard
          key={keyOf(item)}
          item={item}
          now={now}
          selected={selected.has(keyOf(item))}
          onSelect={(on) => select(item, on)}
          onApprove={() => setDialog({ what: 'approve', items: [item] })}
          onReject={() => setDialog({ what: 'reject', item })}
        />
      ))}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
      {dialog?.what === 'approve' && <ApproveModal items={dialog.items} onClose={close} />}
      {dialog?.what === 'reject' && <RejectModal item={dialog.item} onClose={close} />}
    </Stack>
  );
}
