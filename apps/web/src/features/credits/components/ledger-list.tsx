import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CreditEntry } from '@tedarik/contract/credits/member';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { EmptyText } from '../../../ui/empty-text';

/** The supplier's own offer on the request (its page is by the request's id, as offers/links.ts's ownOfferHref). */
const requestLink = (id: number) => `/account-d-detay-teklif-${id}`;

/**
 * A ledger's entries, newest first: label, date, amount (+ green, − red), the request's link and a correction's
 * reason; 'Daha Fazla' asks for the next page. One column on a phone, the same rows at 1280 px.
 */
export function LedgerList(props: {
  entries: CreditEntry[];
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** the member's own ledger links to its requests; the back-office's does not */
  links?: boolean;
}) {
  if (props.entries.length === 0) return <EmptyText text="Henüz kayıt yok." />;
  return (
    <Stack gap="xs">
      {props.entries.map((e) => (
        <Paper key={e.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600}>
                {e.label}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(e.at, true)}
                {e.bucket === 'top_up' && e.kind !== 'top_up' ? ' · ek hak' : ''}
              </Text>
              {e.note && (
                <Text size="xs" c="dimmed">
                  {e.note}
                </Text>
              )}
              {props.links && e.requestId !== null && (
                <Text size="xs" component={Link} to={requestLink(e.requestId)} c="blue">
                  Talep #{e.requestId}
                </Text>
              )}
            </Stack>
            <Badge color={e.amount > 0 ? 'green' : 'red'} variant="light" size="lg">
              {e.amount > 0 ? `+${e.amount}` : e.amount}
            </Badge>
          </Group>
        </Paper>
      ))}
      {props.more && (
        <Button variant="default" onClick={props.onMore} loading={props.loadingMore} style={{ alignSelf: 'center' }}>
          Daha Fazla
        </Button>
      )}
    </Stack>
  );
}
