import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled block of a page, with an optional 'see all' link on the right. */
export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm" fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}
