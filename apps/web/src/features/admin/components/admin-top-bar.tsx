import { ActionIcon, Anchor, Burger, Button, Group, Indicator, Loader, Menu, Text } from '@mantine/core';
import { IconExternalLink, IconInbox, IconKey, IconLogout, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import { hashKey, useIsFetching, useQuery } from '@tanstack/react-query';
import { Link, useNavigation } from 'react-router';
import { useAdminSession } from '../../../lib/session';
import { unreadCountQuery } from '../../inbox/api/get-unread-count';

const unreadHash = hashKey(unreadCountQuery().queryKey);

type Props = {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
};

export function AdminTopBar({ mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: Props) {
  const session = useAdminSession();
  const { data: unread = 0 } = useQuery(unreadCountQuery());
  // The badge's own polling does not count as the page loading.
  const fetching = useIsFetching({ predicate: (query) => query.queryHash !== unreadHash });
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
        <Anchor component={Link} to="/adminimt" fw={700} underline="never" c="inherit" visibleFrom="xs">
          Yönetim Paneli
        </Anchor>
        {busy && <Loader size="xs" aria-label="Yükleniyor" />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4}>
          <ActionIcon
            component={Link}
            to="/adminimt/iletisim"
            variant="subtle"
            size="lg"
            aria-label={`İletişim mesajları (${unread} okunmamış)`}
          >
            <IconInbox size={22} />
          </ActionIcon>
        </Indicator>
        <ActionIcon component="a" href="/" target="_blank" variant="subtle" size="lg" aria-label="Siteyi görüntüle">
          <IconExternalLink size={20} />
        </ActionIcon>
        <Menu position="bottom-end" width={220} withArrow>
          <Menu.Target>
            <Button variant="subtle" leftSection={<IconUserCircle size={20} />} px="xs" aria-label="Hesap menüsü">
              <Text size="sm" visibleFrom="sm" inherit>
                {session?.kad}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/adminimt/kullGunc" leftSection={<IconUserEdit size={16} />}>
              Kullanıcı Bilgileri
            </Menu.Item>
            <Menu.Item component={Link} to="/adminimt/sifreGunc" leftSection={<IconKey size={16} />}>
              Şifre Değiştir
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item component={Link} to="/adminimt/logout" color="red" leftSection={<IconLogout size={16} />}>
              Çıkış
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
