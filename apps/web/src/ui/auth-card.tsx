import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card of the login, registration and password pages. */
export function AuthCard({ title, children, size = 460 }: { title: string; children: ReactNode; size?: number }) {
  return (
    <Container size={size} px={0} w="100%">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Title order={1} fz={26} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
