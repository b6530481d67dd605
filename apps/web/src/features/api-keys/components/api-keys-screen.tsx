import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { API_KEY_MSG, type ApiKey } from '@tedarik/contract/api-keys/member';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { useMemberUser } from '../../../lib/session';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { myApiKeysQuery, useRevokeApiKey } from '../api/api-keys';
import { NewKeyForm } from './new-key-form';

/**
 * /hesabim/api-anahtarlari (issue 52 item 3, decision 0065): the company's keys of the open API, a new one (its secret
 * shown once, to copy), and 'İptal Et'. A plain member (a buyer) has none: the page says who may.
 */
export function ApiKeysScreen() {
  const role = useMemberUser()?.role;
  const { data, error } = useQuery({ ...myApiKeysQuery(), enabled: role !== 'basic' });
  const [created, setCreated] = useState<(ApiKey & { secret: string }) | null>(null);
  if (role === 'basic')
    return (
      <Alert color="blue" variant="light">
        {API_KEY_MSG.companiesOnly}
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
          Anahtarlarınız
        </Title>
        <Text size="sm" c="dimmed">
          {data.items.length} / {data.max} anahtar
        </Text>
      </Group>
      {data.items.length === 0 ? (
        <EmptyText text="Henüz kayıt yok." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.items.map((key) => (
            <KeyCard key={key.id} apiKey={key} />
          ))}
        </SimpleGrid>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Yeni Anahtar
          </Title>
          {full ? (
            <Text size="sm">{API_KEY_MSG.tooMany}</Text>
          ) : (
            <NewKeyForm canOffer={role === 'imalatci'} onCreated={setCreated} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The new key, this once: to copy, with the warning that it is never shown again. */
function SecretBox({ created, onClose }: { created: ApiKey & { secret: string }; onClose: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
      <Stack gap="xs">
        <Text fw={700}>{created.name} oluşturuldu</Text>
        <Text size="sm" fw={600}>
          {API_KEY_MSG.shownOnce}
        </Text>
        <Group gap={4} wrap="nowrap" align="center">
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
            data-testid="api-key-secret"
          >
            {created.secret}
          </Code>
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Kopyalandı' : 'Kopyala'}>
                <ActionIcon variant="light" size="lg" onClick={copy} aria-label="Anahtarı Kopyala">
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          Çağrılarda şu başlıkla gönderin: Authorization: Bearer &lt;anahtar&gt;. Ayrıntılar API belgesinde (/docs).
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

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Anahtarı İptal Et',
      children: `${apiKey.name} iptal edilsin mi? Bu anahtarı kullanan yazılımlar erişimini hemen kaybeder.`,
      labels: { confirm: 'İptal Et', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Kapat' },
      onConfirm: () =>
        revoke.mutate(apiKey.id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
        }),
    });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            <Text size="sm" ff="monospace" c="dimmed">
              tdk_{apiKey.prefix}_…
            </Text>
          </Stack>
          <Button size="compact-sm" variant="light" color="red" loading={revoke.isPending} onClick={confirm}>
            İptal Et
          </Button>
        </Group>
        <Group gap={6}>
          {apiKey.scopes.map((s) => (
            <Badge key={s} variant="light" tt="none">
              {s}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Oluşturulma Tarihi: {formatDate(apiKey.createdAt, true)} · Son Kullanım:{' '}
          {apiKey.lastUsedAt ? formatDate(apiKey.lastUsedAt, true) : 'Henüz kullanılmadı'}
        </Text>
      </Stack>
    </Paper>
  );
}
