import { Badge, Group, Rating, Text } from '@mantine/core';

/** The admin's status codes (admin spec §9): -1 waiting, 1 active, 0 passive. */
export type StatusCode = -1 | 0 | 1;

export const STATUS_OPTIONS: readonly { code: StatusCode; label: string; color: string }[] = [
  { code: -1, label: 'Bekliyor', color: 'orange' },
  { code: 1, label: 'Aktif', color: 'green' },
  { code: 0, label: 'Pasif', color: 'gray' },
];

const optionOf = (code: StatusCode) => STATUS_OPTIONS.find((o) => o.code === code) ?? STATUS_OPTIONS[0];

/** 'Bekliyor' / 'Aktif' / 'Pasif' (of a rating, a package application). */
export function StatusBadge({ code }: { code: StatusCode }) {
  const { label, color } = optionOf(code);
  // max-content: a badge clips its text, so in a narrow table column it would shrink to 'Bek...'
  return (
    <Badge color={color} variant="light" tt="none" miw="max-content">
      {label}
    </Badge>
  );
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
