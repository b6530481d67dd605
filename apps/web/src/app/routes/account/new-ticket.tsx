import { Paper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form';
import { ticketHref, ticketPrefillOf } from '../../../lib/support-links';

/**
 * /destek-yeni-talep (?konu=…&mesaj=… fill it in): a new support ticket; its thread opens once it is created (the
 * form is left out of the history, so Back does not offer to send it again).
 */
export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <Title order={2}>Yeni Destek Talebi</Title>
      <Paper withBorder p="md">
        <NewTicketForm
          key={search}
          prefill={ticketPrefillOf(search)}
          onCreated={(id) => navigate(ticketHref(id), { replace: true })}
        />
      </Paper>
    </>
  );
}
