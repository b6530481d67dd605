import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../lib/format';

type Props = {
  label: string;
  /** undefined while it loads */
  value: number | undefined;
  icon: ReactNode;
  /** the page the number is about */
  to?: string;
};

/** A number of the member's dashboard, linked to the page that lists what it counts. */
export function StatCard({ label, value, icon, to }: Props) {
  const content = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton h={34} w={48} mt={4} />
        ) : (
          <Text fz={28} fw={700} lh={1.3}>
            {formatCount(value)}
          </Text>
        )}
      </div>
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
    </Group>
  );
  return to ? (
    <Paper withBorder p="md" component={Link} to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
      {content}
    </Paper>
  ) : (
    <Paper withBorder p="md">
      {content}
    </Paper>
  );
}
