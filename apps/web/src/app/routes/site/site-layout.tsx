import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ProductSearchBox } from '../../../features/catalog/components/product-search-box';
import { MobileFooter } from '../../../features/site/components/mobile-footer';
import { SiteFooter } from '../../../features/site/components/site-footer';
import { SiteHeader } from '../../../features/site/components/site-header';

// The sign-up validates with the contract's zod schema: loaded after the page so zod stays out of the entry chunk.
const NewsletterForm = lazy(() => import('../../../features/inbox/components/newsletter-form'));

/** Header, page, footer and (on small screens) the bottom bar: the frame of the public site and the member area. */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader Search={ProductSearchBox} />
      <Container component="main" size="xl" w="100%" py="lg" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter
        newsletter={
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        }
      />
      <MobileFooter />
    </Box>
  );
}
