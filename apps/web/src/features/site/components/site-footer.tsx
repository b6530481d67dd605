import { Anchor, Badge, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { footerQuery } from '../api/get-footer';
import { SocialLinks } from './social-links';

/** A footer page link: absolute URLs and paths as they are, a bare page link to its static page route. */
function PageLink({ link, title }: { link: string; title: string }) {
  if (/^https?:\/\//i.test(link)) {
    return (
      <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
        {title}
      </Anchor>
    );
  }
  return (
    <Anchor
      component={Link}
      to={link.startsWith('/') ? link : link === 'uyelik-sozlesmesi' ? '/uyelik-sozlesmesi' : `/sayfa-${link}`}
      size="sm"
      c="dimmed"
    >
      {title}
    </Anchor>
  );
}

/**
 * `newsletter` is the inbox's sign-up form, beside the page groups; `tagHref` is where a tag leads (the catalog's
 * product search of that text).
 */
export function SiteFooter({ newsletter, tagHref }: { newsletter: ReactNode; tagHref: (tag: string) => string }) {
  const { data: footer } = useQuery(footerQuery());

  return (
    <Box component="footer" bg="gray.0" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {footer?.sayfalar.map((group) => (
              <Stack key={group.katAd} gap={6}>
                <Text fw={700}>{group.katAd}</Text>
                {group.sayfalars.map((page) => (
                  <PageLink key={`${page.link}-${page.baslik}`} link={page.link} title={page.baslik} />
                ))}
              </Stack>
            ))}
            {newsletter}
          </SimpleGrid>
          {footer && footer.etiketler.length > 0 && (
            <Group gap={6} component="nav" aria-label="Etiketler">
              {footer.etiketler.map((tag) => (
                <Badge
                  key={tag}
                  component={Link}
                  to={tagHref(tag)}
                  variant="light"
                  color="gray"
                  tt="none"
                  size="lg"
                  style={{ cursor: 'pointer' }}
                >
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          <Divider />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {footer?.meta.copyright}
            </Text>
            {footer && <SocialLinks social={footer.sosyalMedya} />}
          </Group>
        </Stack>
      </Container>
      {/* room for the fixed mobile footer */}
      <Box hiddenFrom="sm" h={64} />
    </Box>
  );
}
