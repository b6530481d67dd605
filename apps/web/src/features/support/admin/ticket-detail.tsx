import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { MessageBubble } from '../../../ui/message-bubble';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { adminTicketQuery } from '../api/admin-get-ticket';
import { STAFF } from '../staff';
import { AnswerForm } from './answer-form';
import { AnswerState } from './answer-state';
import { ticketListHref } from './links';

/**
 * destekListDetay-{id} (admin spec §2 "Support"): the subject, the member (to its page), the state, the messages
 * oldest first (the member's on the left, the desk's on the right, each with its date and time) and the answer box.
 */
export function TicketDetail({ id }: { id: number }) {
  const { data, error } = useQuery({ ...adminTicketQuery(id), retryOnMount: false });
  if (error) return <QueryError error={error} />;
  if (!data) return <PageLoader />;
  const { destek, liste, uyeAd } = data;
  const member = destek.uy;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {destek.baslik}
          </Title>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={adminHref.member(member.uyeid)} inherit>
              {member.firma ? `${member.firma} · ${member.adsoyad}` : member.adsoyad}
            </Anchor>
            {' · '}Oluşturulma Tarihi: {formatDate(destek.tarih)}
          </Text>
        </Stack>
        <AnswerState waiting={destek.donus} />
      </Group>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mesajlar">
        {liste.map((message) => (
          <MessageBubble
            key={message.id}
            who={message.cevap ? uyeAd || member.adsoyad : STAFF}
            when={formatDate(message.ctarih, true)}
            text={message.metin}
            own={!message.cevap}
          />
        ))}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Yanıt Yaz">
        <AnswerForm ticketId={id} />
      </Paper>
      <Group>
        <Button component={Link} to={ticketListHref()} variant="light" leftSection={<IconArrowLeft size={16} />}>
          Destek Talepleri
        </Button>
      </Group>
    </Stack>
  );
}
