import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unreadQuery } from '../api/get-unread';
import { MESSAGES } from '../links';

/**
 * The header's way to 'Mesajlar' for a logged-in member, with how many messages are unread (GET
 * /api/v2/conversations/unread, fetched again by the live stream). Until the count is in it names no number.
 */
export default function MessagesButton() {
  const { data: unread = 0 } = useQuery(unreadQuery());
  return (
    <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4} inline>
      <ActionIcon
        component={Link}
        to={MESSAGES}
        variant="subtle"
        size="lg"
        aria-label={unread > 0 ? `Mesajlar (${unread} okunmamış)` : 'Mesajlar'}
      >
        <IconMessages size={22} />
      </ActionIcon>
    </Indicator>
  );
}
