import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MobileFooter } from '../../../features/site/components/mobile-footer';
import { SiteFooter } from '../../../features/site/components/site-footer';
import { SiteHeader } from '../../../features/site/components/site-header';

/** Header, page, footer and (on small screens) the bottom bar: the frame of the public site and the member area. */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Container component="main" size="xl" w="100%" py="lg" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
      <MobileFooter />
    </Box>
  );
}
