import { Group, Text } from '@mantine/core';
import { IconClockHour4, IconStarFilled } from '@tabler/icons-react';
import type { ReputationSummary } from '@tedarik/contract/reputation/public';
import { percentText, responseTimeText } from '@tedarik/contract/reputation/texts';
import { formatAverage, formatCount } from '../lib/format';

/**
 * A supplier's figures over 12 months in one line, beside an offer (the desk, the comparison) and under the company
 * page's name: 'Genellikle 3 saat içinde teklif verir · ★ 4,5 (12) · Teklif oranı %80 · Kabul oranı %75 · 9 kabul
 * edilen teklif'. Nothing when there are no figures.
 */
export function ReputationLine({ reputation, size = 'xs' }: { reputation?: ReputationSummary; size?: 'xs' | 'sm' }) {
  if (!reputation) return null;
  const speed = responseTimeText(reputation.medianMinutes);
  const parts = [
    reputation.offerRate !== null && `Teklif oranı ${percentText(reputation.offerRate)}`,
    reputation.acceptRate !== null && `Kabul oranı ${percentText(reputation.acceptRate)}`,
    !!reputation.accepted && `${formatCount(reputation.accepted)} kabul edilen teklif`,
  ].filter((p): p is string => typeof p === 'string');
  if (!speed && reputation.average === null && !parts.length) return null;
  return (
    <Group gap={8} style={{ rowGap: 2 }} data-testid="reputation-line">
      {speed && (
        <Group gap={4} wrap="nowrap">
          <IconClockHour4 size={14} aria-hidden />
          <Text size={size} c="dimmed">
            {speed}
          </Text>
        </Group>
      )}
      {reputation.average !== null && (
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text size={size} c="dimmed">
            {formatAverage(reputation.average)}
            {reputation.ratings !== null && ` (${formatCount(reputation.ratings)} değerlendirme)`}
          </Text>
        </Group>
      )}
      {parts.length > 0 && (
        <Text size={size} c="dimmed">
          {parts.join(' · ')}
        </Text>
      )}
    </Group>
  );
}
