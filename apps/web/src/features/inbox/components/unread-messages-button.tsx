import { ActionIcon, Indicator } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_HOME } from '../../../lib/paths';
import { unreadCountQuery } from '../api/get-unread-count';

/**
 * The back-office top bar's way to the contact messages, with the number of unread ones (polled; refetched when the
 * inbox marks a message read or deletes one). Until the count is in, the link names no number rather than a false 0.
 */
export function UnreadMessagesButton() {
  const { data } = useQuery(unreadCountQuery());
  const unread = data ?? 0;
  return (
    <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4}>
      <ActionIcon
        component={Link}
        to={`${ADMIN_HOME}/iletisim`}
        variant="subtle"
        size="lg"
        aria-label={data === undefined ? 'İletişim mesajları' : `İletişim mesajları (${unread} okunmamış)`}
      >
        <IconInbox size={22} />
      </ActionIcon>
    </Indicator>
  );
}
