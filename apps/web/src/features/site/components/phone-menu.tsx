import { Box, Burger, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemberUser } from '../../../lib/session';
import { SiteNav } from './site-nav';
import { TranslateMenu } from './translate-menu';
import { VisitorActions } from './visitor-actions';

const PHONE_MENU_ID = 'telefon-menusu';

/**
 * Phones: the whole site under the burger, opened over the page under the header (rendered only while open, so it
 * costs the first paint nothing and moves nothing).
 */
export function PhoneMenu() {
  const user = useMemberUser();
  const [opened, menu] = useDisclosure(false);
  return (
    <>
      <Burger
        hiddenFrom="sm"
        opened={opened}
        onClick={menu.toggle}
        aria-label={opened ? 'Menüyü kapat' : 'Menüyü aç'}
        aria-expanded={opened}
        aria-controls={opened ? PHONE_MENU_ID : undefined}
      />
      {opened && (
        <Box
          component="nav"
          id={PHONE_MENU_ID}
          aria-label="Site menüsü"
          hiddenFrom="sm"
          pos="absolute"
          top="100%"
          left={0}
          right={0}
          px="md"
          pb="md"
          style={{
            zIndex: 190,
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <SiteNav stacked onNavigate={menu.close} user={user} />
          <Stack gap="xs" mt="xs">
            {!user && <VisitorActions onNavigate={menu.close} fullWidth />}
            <TranslateMenu withLabel />
          </Stack>
        </Box>
      )}
    </>
  );
}
