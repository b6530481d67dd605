import { Alert, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export const NOT_BUILT = 'Bu bölüm henüz hazır değil.';

/** A screen a later issue builds: its heading and an honest notice, inside whatever shell routes it. */
export function NotBuilt({ title }: { title?: string }) {
  return (
    <Stack gap="md">
      {title && <Title order={2}>{title}</Title>}
      <Alert color="gray" variant="light" role="status" icon={<IconTools size={18} />}>
        {NOT_BUILT}
      </Alert>
    </Stack>
  );
}
