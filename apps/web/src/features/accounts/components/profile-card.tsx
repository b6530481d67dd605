import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { roleLabel } from '@tedarik/contract/text';
import { MemberAvatar } from '../../../ui/member-avatar';

export function ProfileCard({ user }: { user: SessionUser }) {
  return (
    <Paper withBorder p="md">
      <Stack align="center" gap={6}>
        <MemberAvatar user={user} size={72} radius="xl" />
        <Text fw={700} ta="center">
          {user.firma}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {user.adSoyad}
        </Text>
        <Badge variant="light">{roleLabel(user.role)}</Badge>
      </Stack>
    </Paper>
  );
}
