import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLifebuoy, IconLogout } from '@tabler/icons-react';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { roleLabel } from '@tedarik/contract/text';
import { Link } from 'react-router';
import { MEMBER_HOME, MEMBER_LOGOUT } from '../../../lib/paths';
import { SUPPORT_DESK } from '../../../lib/support-links';
import { MemberAvatar } from '../../../ui/member-avatar';

/** The logged-in member's menu in the header: who, which membership, account, support, logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        {/* the accessible name contains the visible one (the name and role shown from 48em up) */}
        <UnstyledButton aria-label={`Profil menüsü: ${user.adSoyad}, ${roleLabel(user.role)}`}>
          <Group gap={8} wrap="nowrap">
            <MemberAvatar user={user} radius="xl" size={36} />
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate>
                {user.adSoyad}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {roleLabel(user.role)}
              </Text>
            </Box>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.firma || user.adSoyad}</Menu.Label>
        <Text size="xs" c="dimmed" px="sm" pb={6}>
          {roleLabel(user.role)}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to={MEMBER_HOME} leftSection={<IconLayoutDashboard size={16} />}>
          Hesabım
        </Menu.Item>
        <Menu.Item component={Link} to={SUPPORT_DESK} leftSection={<IconLifebuoy size={16} />}>
          Destek
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={MEMBER_LOGOUT} color="red" leftSection={<IconLogout size={16} />}>
          Çıkış
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
