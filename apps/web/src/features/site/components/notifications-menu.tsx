import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NOT_BUILT } from '../../../ui/not-built';

/** The notification dropdowns of the header (GET /api/bildirimUyarilar, /api/bildirimTalepler): a later issue. */
export function NotificationsMenu() {
  return (
    <Menu position="bottom-end" width={260} withArrow>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Bildirimler">
          <IconBell size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Text size="sm" c="dimmed" p="sm">
          {NOT_BUILT}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
