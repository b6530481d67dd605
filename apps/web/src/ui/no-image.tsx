import { Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/**
 * A 4:3 tile for a product without an image: a picture's outline on the gray of an empty frame, so that it reads as
 * "no image" rather than a box that failed to load (issue 47 item 23). Written into the page (a data: URL), as the
 * site's Content-Security-Policy allows.
 */
export const NO_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='400' height='300' viewBox='0 0 400 300'%3E" +
  "%3Crect width='400' height='300' fill='%23f1f3f5'/%3E" +
  "%3Cg transform='translate(164 114) scale(3)' fill='none' stroke='%23adb5bd' stroke-width='1.5' " +
  "stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M15 8h.01'/%3E" +
  "%3Cpath d='M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12z'/%3E" +
  "%3Cpath d='M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5'/%3E" +
  "%3Cpath d='M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3'/%3E%3C/g%3E%3C/svg%3E";

/** In place of a product's gallery when it has no image: says so. */
export function NoImage({ h = 240 }: { h?: number }) {
  return (
    <Paper withBorder radius="md" h={h} bg="gray.0">
      <Stack h="100%" align="center" justify="center" gap={6}>
        <IconPhotoOff size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="sm" c="dimmed">
          Görsel yok
        </Text>
      </Stack>
    </Paper>
  );
}
