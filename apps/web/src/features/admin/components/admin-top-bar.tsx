import { ActionIcon, Anchor, Burger, Button, Group, Loader, Menu, Text } from '@mantine/core';
import { IconExternalLink, IconKey, IconLogout, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { ADMIN_HOME, ADMIN_LOGOUT } from '../../../lib/paths';
import { isPolling } from '../../../lib/polling';
import { useAdminSession } from '../../../lib/session';

type Props = {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  /** the buttons of other areas, before the link to the site (the inbox's unread messages) */
  actions?: ReactNode;
};

export function AdminTopBar({ mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop, actions }: Props) {
  const session = useAdminSession();
  // A badge's own polling does not count as the page loading.
  const fetching = useIsFetching({ predicate: (query) => !isPolling(query) });
  const busy = useNavigation().state !== 'idle' || fetching > 0;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" size="sm" aria-label="Menüyü aç/kapat" />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label="Menüyü daralt"
        />
        <Anchor component={Link} to={ADMIN_HOME} fw={700} underline="never" c="inherit" visibleFrom="xs">
          Yönetim Paneli
        </Anchor>
        {busy && <Loader size="xs" aria-label="Yükleniyor" />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
        <ActionIcon component="a" href="/" target="_blank" variant="subtle" size="lg" aria-label="Siteyi görüntüle">
          <IconExternalLink size={20} />
        </ActionIcon>
        <Menu position="bottom-end" width={220} withArrow>
          <Menu.Target>
            <Button
              variant="subtle"
              leftSection={<IconUserCircle size={20} />}
              px="xs"
              aria-label={`${session?.kad ?? ''} hesap menüsü`.trim()}
            >
              <Text size="sm" visibleFrom="sm" inherit>
                {session?.kad}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={`${ADMIN_HOME}/kullGunc`} leftSection={<IconUserEdit size={16} />}>
              Kullanıcı Bilgileri
            </Menu.Item>
            <Menu.Item component={Link} to={`${ADMIN_HOME}/sifreGunc`} leftSection={<IconKey size={16} />}>
              Şifre Değiştir
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item component={Link} to={ADMIN_LOGOUT} color="red" leftSection={<IconLogout size={16} />}>
              Çıkış
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
