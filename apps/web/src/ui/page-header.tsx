import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** Breadcrumb from the home page and the page's heading (the one h1 of the page). */
export function PageHeader({
  title,
  crumbs = [],
  children,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <Stack gap={6} mb="md">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to="/" size="sm">
          Ana Sayfa
        </Anchor>
        {crumbs.map((crumb, i) =>
          crumb.to ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb step is its place in the trail
            <Anchor key={i} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb step is its place in the trail
            <Text key={i} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
