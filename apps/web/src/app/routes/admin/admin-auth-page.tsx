import { Box, Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthCard } from '../../../ui/auth-card';

/** The full-screen frame of the back-office pages outside the shell (login, forgot and reset password). */
export function AdminAuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="gray.1" mih="100vh" p="md">
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
        <Box w="100%" maw={420}>
          <Text ta="center" c="dimmed" fw={600} mb="sm">
            Yönetim Paneli
          </Text>
          <AuthCard title={title}>{children}</AuthCard>
        </Box>
      </Center>
    </Box>
  );
}
