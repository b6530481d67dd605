import { Box, Group, ScrollArea, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type NotificationList as List, NOTIFICATION_MSG } from '@tedarik/contract/notifications/member';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http';
import { fromNow } from '../../../lib/relative-time';

type Props = {
  query: UseQueryResult<List>;
  /** ids that were unread when the list was shown */
  fresh: ReadonlySet<number>;
  onNavigate: () => void;
};

/** One list of the notification dropdown, newest first; an item with a link leads to its page. */
export function NotificationList({ query, fresh, onNavigate }: Props) {
  if (query.error)
    return (
      <Text size="sm" c="red.8" p="md">
        {errorText(query.error)}
      </Text>
    );
  if (!query.data) return <Skeleton h={80} m="md" />;
  if (query.data.liste.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {NOTIFICATION_MSG.empty}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={360}>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {query.data.liste.map((item) => {
          const isNew = fresh.has(item.id) || !item.okundu;
          const body = (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box
                w={8}
                h={8}
                mt={6}
                style={{
                  flex: 'none',
                  borderRadius: 4,
                  background: isNew ? 'var(--mantine-color-red-7)' : 'transparent',
                }}
                aria-hidden
              />
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={isNew ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {isNew && <VisuallyHidden>Yeni: </VisuallyHidden>}
                  {item.metin}
                </Text>
                <Text size="xs" c="dimmed">
                  {fromNow(item.tarih)}
                </Text>
              </Stack>
            </Group>
          );
          const style = { display: 'block', padding: '10px 14px', borderTop: '1px solid var(--mantine-color-gray-2)' };
          return (
            <li key={item.id}>
              {item.link ? (
                <UnstyledButton component={Link} to={item.link} onClick={onNavigate} style={style} w="100%">
                  {body}
                </UnstyledButton>
              ) : (
                <Box style={style}>{body}</Box>
              )}
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
