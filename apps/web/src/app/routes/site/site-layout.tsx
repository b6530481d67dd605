import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ProductSearchBox } from '../../../features/catalog/components/product-search-box';
import { textSearchHref } from '../../../features/catalog/links';
import { MobileFooter } from '../../../features/site/components/mobile-footer';
import { SiteFooter } from '../../../features/site/components/site-footer';
import { SiteHeader } from '../../../features/site/components/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/skip-link';

// The sign-up validates with the contract's zod schema: loaded after the page so zod stays out of the entry chunk.
const NewsletterForm = lazy(() => import('../../../features/inbox/components/newsletter-form'));

/** Header, page, footer and (on small screens) the bottom bar: the frame of the public site and the member area. */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader Search={ProductSearchBox} />
      {/* focusable from the skip link only; the focus ring stays with the controls inside */}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="xl"
        w="100%"
        py="lg"
        style={{ flex: 1, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <SiteFooter
        tagHref={textSearchHref}
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
