import { Badge, Group, Stack } from '@mantine/core';
import type { AdminRequestRow } from '@tedarik/contract/requests/admin';
import { requestState } from './request-state';

/** The state badges of a request: one above the other in a table column (narrow), side by side elsewhere. */
export function RequestStateBadges({ request, inline }: { request: AdminRequestRow['uypkt']; inline?: boolean }) {
  const badges = requestState(request).map((badge) => (
    <Badge key={badge.label} color={badge.color} variant="light" tt="none" miw="max-content">
      {badge.label}
    </Badge>
  ));
  return inline ? (
    <Group gap={4}>{badges}</Group>
  ) : (
    <Stack gap={4} align="flex-start">
      {badges}
    </Stack>
  );
}
