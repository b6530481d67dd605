import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_MSG, type Webhook } from '@tedarik/contract/webhooks/member';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { useMemberUser } from '../../../lib/session';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { myWebhooksQuery, useDeleteWebhook, usePingWebhook, webhookDeliveriesQuery } from '../api/webhooks';
import { NewWebhookForm } from './new-webhook-form';

/**
 * /hesabim/webhook-adresleri (issue 52 item 4, decision 0068): the company's webhooks, a new one (its signing secret
 * shown once, to copy), 'Deneme Gönder', 'Sil', and each one's last deliveries. A plain member has none.
 */
export function WebhooksScreen() {
  const role = useMemberUser()?.role;
  const { data, error } = useQuery({ ...myWebhooksQuery(), enabled: role !== 'basic' });
  const [created, setCreated] = useState<(Webhook & { secret: string }) | null>(null);
  if (role === 'basic')
    return (
      <Alert color="blue" variant="light">
        {WEBHOOK_MSG.companiesOnly}
      </Alert>
    );
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={280} aria-busy />;
  const full = data.items.length >= data.max;
  return (
    <Stack gap="md">
      {created && <SecretBox created={created} onClose={() => setCreated(null)} />}
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h4">
          Adresleriniz
        </Title>
        <Text size="sm" c="dimmed">
          {data.items.length} / {data.max} adres
        </Text>
      </Group>
      {data.items.length === 0 ? (
        <EmptyText text="Henüz kayıt yok." />
      ) : (
        data.items.map((hook) => <WebhookCard key={hook.id} hook={hook} />)
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Yeni Adres
          </Title>
          {full ? <Text size="sm">{WEBHOOK_MSG.tooMany}</Text> : <NewWebhookForm onCreated={setCreated} />}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The new webhook's signing secret, this once: to copy, with the warning that it is never shown again. */
function SecretBox({ created, onClose }: { created: Webhook & { secret: string }; onClose: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
      <Stack gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {created.url} eklendi
        </Text>
        <Text size="sm" fw={600}>
          {WEBHOOK_MSG.shownOnce}
        </Text>
        <Group gap={4} wrap="nowrap" align="center">
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
            data-testid="webhook-secret"
          >
            {created.secret}
          </Code>
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Kopyalandı' : 'Kopyala'}>
                <ActionIcon variant="light" size="lg" onClick={copy} aria-label="İmza Anahtarını Kopyala">
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          Her olay Tedarik-Signature başlığıyla gelir: sha256= ve ardından, bu anahtarla hesaplanan
          HMAC-SHA256(Tedarik-Timestamp + "." + gövde) değeri. Ayrıntılar API belgesinde (/docs).
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onClose}>
            Kopyaladım, Kapat
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function WebhookCard({ hook }: { hook: Webhook }) {
  const remove = useDeleteWebhook();
  const ping = usePingWebhook();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Adresi Sil',
      children: `${hook.url} silinsin mi? Bu adrese bir daha olay gönderilmez.`,
      labels: { confirm: 'Sil', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Kapat' },
      // mutateAsync, not mutate's callbacks: the card is gone (the list refetched) before they would run, and a
      // callback of an unmounted observer's mutate is dropped, so the notice never showed
      onConfirm: () =>
        remove.mutateAsync(hook.id).then(
          (r) => notifications.show({ color: 'green', message: r.message }),
          (e) => notifications.show({ color: 'red', message: errorText(e) }),
        ),
    });
  const send = () =>
    ping.mutate(hook.id, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
    });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {hook.url}
            </Text>
            <Text size="xs" c="dimmed">
              Oluşturulma Tarihi: {formatDate(hook.createdAt, true)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" loading={ping.isPending} onClick={send}>
              Deneme Gönder
            </Button>
            <Button size="compact-sm" variant="light" color="red" loading={remove.isPending} onClick={confirm}>
              Sil
            </Button>
          </Group>
        </Group>
        <Group gap={6}>
          {hook.events.map((e) => (
            <Badge key={e} variant="light" tt="none">
              {e}
            </Badge>
          ))}
        </Group>
        <Deliveries id={hook.id} />
      </Stack>
    </Paper>
  );
}

/** The webhook's last deliveries: when, which event, the receiver's answer, how long it took. */
function Deliveries({ id }: { id: number }) {
  const { data, error } = useQuery(webhookDeliveriesQuery(id));
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={80} aria-busy />;
  if (data.items.length === 0) return <EmptyText text="Henüz gönderim yok." />;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Son Gönderimler
      </Text>
      {/* a tab stop: on a phone it scrolls sideways with nothing focusable inside (axe scrollable-region-focusable) */}
      <Table.ScrollContainer minWidth={560} mah={320} type="native" tabIndex={0}>
        <Table striped fz="sm" verticalSpacing={4} aria-label="Son Gönderimler">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Zaman</Table.Th>
              <Table.Th>Olay</Table.Th>
              <Table.Th>Durum</Table.Th>
              <Table.Th>Deneme</Table.Th>
              <Table.Th>Süre</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((d) => {
              const ok = d.status !== null && d.status >= 200 && d.status < 300;
              return (
                <Table.Tr key={d.id}>
                  <Table.Td>{formatDate(d.at, true)}</Table.Td>
                  <Table.Td ff="monospace">{d.event}</Table.Td>
                  <Table.Td>
                    {/* shade 9: green or red text of shade 6 on its light tint is under 4.5:1 (axe) */}
                    <Badge color={ok ? 'teal.9' : 'red.9'} variant="light" tt="none">
                      {d.status ?? 'Hata'}
                    </Badge>
                    {d.error && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {d.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{d.attempt}</Table.Td>
                  <Table.Td>{d.durationMs} ms</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
