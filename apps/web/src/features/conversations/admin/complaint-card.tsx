import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages, IconUserOff, IconX } from '@tabler/icons-react';
import type { CallResult } from '@tedarik/contract/call';
import { CONVERSATION_ADMIN_MSG, type listComplaints } from '@tedarik/contract/conversations/admin';
import { COMPLAINT_CATEGORY_LABELS } from '@tedarik/contract/conversations/member';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { StateBadge } from '../../../ui/admin/status';
import { useDismissComplaint } from '../api/admin-dismiss-complaint';
import { CloseThreadButton } from './close-thread-button';
import { threadHref } from './links';

export type Complaint = CallResult<typeof listComplaints>['items'][number];

export const DISMISS_QUESTION = 'Şikayet reddedilsin mi? Konuşma açık kalır.';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" inherit>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

const memberLink = (member: { id: number; name: string }) => (
  <Anchor component={Link} to={adminHref.member(member.id)} inherit>
    {member.name}
  </Anchor>
);

/**
 * One complaint of the queue: the reported message as it was written, who complained, about what (its category) and
 * why, who wrote it, the
 * request and the dates; the thread to open, and while it is open: 'Şikayeti Reddet' (the thread stays open),
 * 'Konuşmayı Kapat' (with every complaint of it) and 'Üyeyi Durdur' for the writer.
 */
export function ComplaintCard({ complaint: c, onStop }: { complaint: Complaint; onStop: () => void }) {
  const dismiss = useDismissComplaint();
  const [dismissing, setDismissing] = useState(false);
  const open = c.resolvedAt === null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Şikayet #${c.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {c.requestTitle}
            </Title>
            <Text size="sm" c="dimmed">
              Talep #{c.requestId} · Şikayet #{c.id}
            </Text>
          </Stack>
          <StateBadge color={open ? 'orange' : 'gray'}>{open ? 'Açık' : 'Sonuçlandı'}</StateBadge>
        </Group>
        <Paper bg="gray.0" p="sm" radius="sm" component="figure" m={0} aria-label="Şikayet edilen mesaj">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.text}
          </Text>
        </Paper>
        <Stack gap={4}>
          <Fact label="Mesajı Yazan">{memberLink(c.about)}</Fact>
          <Fact label="Şikayet Eden">{memberLink(c.by)}</Fact>
          <Fact label="Şikayet Konusu">{COMPLAINT_CATEGORY_LABELS[c.category]}</Fact>
          <Fact label="Şikayet Nedeni">{c.reason || 'Belirtilmedi.'}</Fact>
          <Group gap="lg" style={{ rowGap: 4 }}>
            <Fact label="Şikayet Tarihi">{formatDate(c.createdAt, true)}</Fact>
            {c.resolvedAt && <Fact label="Sonuçlanma Tarihi">{formatDate(c.resolvedAt, true)}</Fact>}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={threadHref(c.conversationId)}
            size="xs"
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            Konuşmayı Aç
          </Button>
          {open && (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setDismissing(true)}
              >
                Şikayeti Reddet
              </Button>
              <CloseThreadButton id={c.conversationId} size="xs" />
            </>
          )}
          <Button
            size="xs"
            color="red"
            variant="subtle"
            leftSection={<IconUserOff size={16} aria-hidden />}
            aria-label={`Üyeyi Durdur: ${c.about.name}`}
            onClick={onStop}
          >
            Üyeyi Durdur
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={dismissing}
        title="Şikayeti Reddet"
        message={DISMISS_QUESTION}
        confirm="Şikayeti Reddet"
        onConfirm={async () => {
          const { message } = await dismiss.mutateAsync(c.id);
          notifySuccess(message || CONVERSATION_ADMIN_MSG.dismissed);
        }}
        onClose={() => setDismissing(false)}
      />
    </Paper>
  );
}
