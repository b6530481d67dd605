import { Box, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconClipboardList, IconHome, IconMail, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MEMBER_HOME } from '../../../lib/paths';
import { loginHref } from '../../../lib/return-path';
import { useMemberUser } from '../../../lib/session';

/** The bottom bar of small screens (spec §2 "The mobile footer has Home, Products, Requests, Contact and Account/Login"). */
export function MobileFooter() {
  const user = useMemberUser();
  const { pathname, search } = useLocation();
  const items = [
    { to: '/', label: 'Ana Sayfa', Icon: IconHome },
    { to: '/urunler', label: 'Ürünler', Icon: IconBuildingStore },
    { to: '/talepler', label: 'Talepler', Icon: IconClipboardList },
    { to: '/contact', label: 'İletişim', Icon: IconMail },
    user
      ? { to: MEMBER_HOME, label: 'Hesabım', Icon: IconUser }
      : { to: loginHref(pathname + search), label: 'Giriş Yap', Icon: IconUser },
  ];
  const current = pathname.toLowerCase();
  const isActive = (to: string) =>
    to === '/' ? current === '/' || current === '/index' : current.startsWith(to.toLowerCase());

  return (
    <Box
      component="nav"
      aria-label="Mobil menü"
      hiddenFrom="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{
        zIndex: 150,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <SimpleGrid cols={5} spacing={0}>
        {items.map(({ to, label, Icon }) => (
          <UnstyledButton key={to} component={Link} to={to} py={6} miw={0} c={isActive(to) ? 'indigo.7' : 'dimmed'}>
            <Stack gap={2} align="center">
              <Icon size={22} />
              <Text fz={11} lh={1.2} inherit truncate maw="100%">
                {label}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}
