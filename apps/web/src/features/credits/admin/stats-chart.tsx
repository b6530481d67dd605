import { Group, Paper, Skeleton, Text } from '@mantine/core';
import type { CreditStats } from '@tedarik/contract/credits/admin';
import { formatDate } from '../../../lib/format';
import { EmptyText } from '../../../ui/empty-text';

const BAR = 8;
const GAP = 4;
const HEIGHT = 120;

/**
 * Credits spent (blue) and refunded (green) per day, as inline SVG bars (no chart library): the chart scales to its
 * box's width, so it fits 375 px as well as 1280 px; each day's bars have a title with the day and the numbers.
 */
export function StatsChart({ stats }: { stats: CreditStats | undefined }) {
  if (!stats) return <Skeleton h={HEIGHT + 40} aria-busy />;
  const max = Math.max(1, ...stats.days.flatMap((d) => [d.spent, d.refunded]));
  const spent = stats.days.reduce((s, d) => s + d.spent, 0);
  const refunded = stats.days.reduce((s, d) => s + d.refunded, 0);
  const width = stats.days.length * (2 * BAR + GAP);
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="lg" mb="xs">
        <Text size="sm">
          <span style={{ color: 'var(--mantine-color-blue-6)' }}>■</span> Harcanan: <b>{spent}</b>
        </Text>
        <Text size="sm">
          <span style={{ color: 'var(--mantine-color-green-6)' }}>■</span> İade edilen: <b>{refunded}</b>
        </Text>
      </Group>
      {spent + refunded === 0 ? (
        <EmptyText text="Bu dönemde hareket yok." />
      ) : (
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Son ${stats.days.length} gün: ${spent} teklif hakkı harcandı, ${refunded} iade edildi`}
        >
          {stats.days.map((d, i) => {
            const x = i * (2 * BAR + GAP);
            const hs = (d.spent / max) * HEIGHT;
            const hr = (d.refunded / max) * HEIGHT;
            return (
              <g key={d.day}>
                <title>{`${formatDate(d.day)}: ${d.spent} harcanan, ${d.refunded} iade`}</title>
                <rect x={x} y={HEIGHT - hs} width={BAR} height={hs} fill="var(--mantine-color-blue-6)" />
                <rect x={x + BAR} y={HEIGHT - hr} width={BAR} height={hr} fill="var(--mantine-color-green-6)" />
              </g>
            );
          })}
        </svg>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {stats.days[0] && formatDate(stats.days[0].day)}
        </Text>
        <Text size="xs" c="dimmed">
          {stats.days.at(-1) && formatDate(stats.days.at(-1)?.day ?? '')}
        </Text>
      </Group>
    </Paper>
  );
}
