import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import type { getConversationAdmin } from '@tedarik/contract/conversations/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { ItemFrame } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { adminThreadQuery } from '../api/admin-get-thread';
import { CloseThreadButton } from './close-thread-button';
import { complaintsHref } from './links';
import type { DownloadFile, NamedMember, StopDialog } from './stop-dialog';
import { ThreadAudit } from './thread-audit';
import { ThreadMessages } from './thread-messages';

type Thread = CallResult<typeof getConversationAdmin>['thread'];

/** A side of the thread: its role, its name (to its page), its e-mail, and 'Üyeyi Durdur'. */
function Side({ label, member, onStop }: { label: string; member: Thread['buyer']; onStop: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={adminHref.member(member.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {member.name}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {member.email}
      </Text>
      <Button
        mt="xs"
        size="compact-sm"
        color="red"
        variant="subtle"
        leftSection={<IconUserOff size={14} aria-hidden />}
        aria-label={`Üyeyi Durdur: ${member.name}`}
        onClick={onStop}
      >
        Üyeyi Durdur
      </Button>
    </Paper>
  );
}

/** Open or closed (when), blocked (by which side), and whether the other side is still shown masked texts. */
function ThreadState({ thread }: { thread: Thread }) {
  return (
    <Group gap="xs" aria-label="Konuşmanın durumu" role="group">
      {thread.closedAt ? (
        <StateBadge color="red">Kapatıldı: {formatDate(thread.closedAt, true)}</StateBadge>
      ) : (
        <StateBadge color="green">Açık</StateBadge>
      )}
      {thread.blocked && (
        <StateBadge color="orange">
          {thread.blockedBy === 'supplier'
            ? 'Firma engelledi'
            : thread.blockedBy === 'buyer'
              ? 'Alıcı engelledi'
              : 'Engellendi'}
        </StateBadge>
      )}
      {thread.accepted ? (
        <StateBadge color="blue">Teklif kabul edildi</StateBadge>
      ) : (
        <StateBadge color="gray">İletişim bilgileri gizli</StateBadge>
      )}
    </Group>
  );
}

/**
 * /adminimt/konusma-{id} (issue 38): a thread as it was written, for reviewing a complaint: the request, both sides,
 * the state, every message whole with what the other side did not see marked, 'Konuşmayı Kapat', and who of the
 * back-office read or acted on it when (this reading included: the server writes it).
 */
export function ThreadScreen({
  id,
  StopDialog,
  downloadFile,
}: {
  id: number;
  StopDialog: StopDialog;
  downloadFile: DownloadFile;
}) {
  const { data, error } = useQuery({ ...adminThreadQuery(id), retryOnMount: false });
  const [stopping, setStopping] = useState<NamedMember | null>(null);
  const thread = data?.thread;
  return (
    <ItemFrame
      title={`Konuşma #${id}`}
      subtitle={thread && `Talep #${thread.requestId}: ${thread.requestTitle}`}
      links={[
        ...(thread ? [{ label: 'Talep Detayı', to: adminHref.request(thread.buyer.id, thread.requestId) }] : []),
        { label: 'Şikayetler', to: complaintsHref() },
      ]}
      error={error}
    >
      {data && thread ? (
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <ThreadState thread={thread} />
                {!thread.closedAt && <CloseThreadButton id={id} size="sm" />}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Side label="Alıcı" member={thread.buyer} onStop={() => setStopping(thread.buyer)} />
                <Side label="Firma" member={thread.supplier} onStop={() => setStopping(thread.supplier)} />
              </SimpleGrid>
            </Stack>
          </Card>
          <Stack component="section" gap="sm" aria-labelledby="konusma-mesajlar">
            <Title order={3} fz="lg" id="konusma-mesajlar">
              Mesajlar
            </Title>
            <Text size="sm" c="dimmed">
              {thread.accepted
                ? 'Mesajlar yazıldığı gibidir. Alıcı bu firmanın teklifini kabul etti: her şey iki tarafa da görünür.'
                : 'Mesajlar yazıldığı gibidir. İşaretli kısımlar, teklif kabul edilene kadar karşı taraftan gizlenir.'}
            </Text>
            <ThreadMessages data={data} downloadFile={downloadFile} />
          </Stack>
          <Stack component="section" gap="sm" aria-labelledby="konusma-kayitlar">
            <Title order={3} fz="lg" id="konusma-kayitlar">
              İşlem Kayıtları
            </Title>
            <ThreadAudit audit={data.audit} />
          </Stack>
          {stopping && <StopDialog member={stopping} onClose={() => setStopping(null)} />}
        </Stack>
      ) : undefined}
    </ItemFrame>
  );
}
