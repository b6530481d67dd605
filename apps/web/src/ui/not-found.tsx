import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const NOT_FOUND = 'Sayfa bulunamadı.';

export function NotFound() {
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={1} c="dimmed">
        404
      </Title>
      <Text size="lg">{NOT_FOUND}</Text>
      <Button component={Link} to="/" variant="light">
        Ana Sayfa
      </Button>
    </Stack>
  );
}
