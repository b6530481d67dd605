import { Group, Progress, Stack, Text } from '@mantine/core';

/** An upload's progress bar with its percentage; nothing when no upload runs (`fraction` null). */
export function UploadProgress({ fraction, label = 'Görsel yükleniyor' }: { fraction: number | null; label?: string }) {
  if (fraction === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{percent < 100 ? `${label}...` : 'İşleniyor...'}</Text>
        <Text size="sm" c="dimmed">
          %{percent}
        </Text>
      </Group>
      <Progress.Root size="md">
        <Progress.Section value={percent} aria-label={label} animated={percent >= 100} />
      </Progress.Root>
    </Stack>
  );
}
