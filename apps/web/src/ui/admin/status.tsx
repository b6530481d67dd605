import { Badge, Group, Rating, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The admin's status codes (admin spec §9): -1 waiting, 1 active, 0 passive. */
type StatusCode = -1 | 0 | 1;

export const STATUS_OPTIONS: readonly { code: StatusCode; label: string; color: string }[] = [
  { code: -1, label: 'Bekliyor', color: 'orange' },
  { code: 1, label: 'Aktif', color: 'green' },
  { code: 0, label: 'Pasif', color: 'gray' },
];

const optionOf = (code: StatusCode) => STATUS_OPTIONS.find((o) => o.code === code) ?? STATUS_OPTIONS[0];

/**
 * A state in a table or a heading ('Aktif', 'Kapalı'): the colour is the dot, the text keeps the page's text colour
 * (a light badge's green or orange text falls short of 4.5:1 contrast).
 */
export function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  // max-content: a badge clips its text, so in a narrow table column it would shrink to 'Bek...'
  return (
    <Badge color={color} variant="dot" tt="none" miw="max-content">
      {children}
    </Badge>
  );
}

/** 'Bekliyor' / 'Aktif' / 'Pasif' (of a rating); `waiting` names the first otherwise ('Onay Bekliyor'). */
export function StatusBadge({ code, waiting }: { code: StatusCode; waiting?: string }) {
  const option = optionOf(code);
  return <StateBadge color={option.color}>{code === -1 && waiting ? waiting : option.label}</StateBadge>;
}

/** 1 to 5 stars, read-only, with the number for screen readers and for a glance. */
export function Stars({ value }: { value: number }) {
  return (
    <Group gap={4} wrap="nowrap" aria-label={`${value} / 5 puan`} role="img">
      <Rating value={value} readOnly size="xs" aria-hidden />
      <Text size="xs" c="dimmed" aria-hidden>
        {value}/5
      </Text>
    </Group>
  );
}
