import { Badge, Box, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import type { Review } from '@tedarik/contract/reputation/public';
import { SUB_SCORE_LABELS, SUB_SCORES } from '@tedarik/contract/reputation/texts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

/** A review: its stars, product, date, 'Satın aldım', text and sub-scores, and the company's answer. */
export function ReviewCard({ review, children }: { review: Review; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${review.product} değerlendirmesi`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Box role="img" aria-label={`Puan: ${review.score} / 5`}>
              <Rating value={review.score} readOnly size="sm" />
            </Box>
            {review.purchased !== null && (
              <Badge color={review.purchased ? 'teal.9' : 'gray.7'} size="sm" tt="none">
                {review.purchased ? 'Satın aldı' : 'Satın almadı'}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {review.product} · {formatDate(review.createdAt)}
          </Text>
        </Group>
        {review.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        )}
        {review.subScores && (
          <Text size="xs" c="dimmed">
            {SUB_SCORES.map((k) => `${SUB_SCORE_LABELS[k]} ${review.subScores?.[k]}/5`).join(' · ')}
          </Text>
        )}
        {review.answer !== null && (
          <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-indigo-3)' }}>
            <Text size="xs" fw={600}>
              Firma Yanıtı
              {review.answeredAt && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · {formatDate(review.answeredAt)}
                </Text>
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.answer}
            </Text>
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
