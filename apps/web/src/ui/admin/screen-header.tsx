import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../page-loader';
import { QueryError } from '../query-error';

type HeaderProps = {
  title: string;
  /** the item's name under the heading */
  subtitle?: string;
  /** right of the heading: the add button, links to the other screens */
  children?: ReactNode;
};

/** A content screen's heading; its buttons and links wrap under it on a phone. */
export function ScreenHeader({ title, subtitle, children }: HeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} miw={0}>
        <Title order={2}>{title}</Title>
        {subtitle && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {children && (
        <Group gap="md" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}

export type ScreenLink = { label: string; to: string };

type FrameProps = Omit<HeaderProps, 'children'> & {
  /** the item's other screens and its list */
  links: readonly ScreenLink[];
  error: unknown;
  /** the screen once its data is in; undefined while it loads */
  children: ReactNode | undefined;
};

/** The frame of an item's screens (detail, image): heading, the links around it, then its data or the loader. */
export function ItemFrame({ title, subtitle, links, error, children }: FrameProps) {
  return (
    <Stack gap="md">
      <ScreenHeader title={title} subtitle={subtitle}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ))}
      </ScreenHeader>
      {error ? <QueryError error={error} /> : (children ?? <PageLoader />)}
    </Stack>
  );
}
