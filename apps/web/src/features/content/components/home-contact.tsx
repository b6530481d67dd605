import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../../lib/phone-links';
import { displayPhone } from '../../../lib/phone-mask';

/** The home page's contact block (spec §1): the phone (TitleandMeta.tel), the contact page and the form itself. */
export function HomeContact({ tel, form }: { tel: string; form: ReactNode }) {
  const href = telHref(tel);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-label="İletişim">
      <Group justify="space-between" gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            İletişim
          </Title>
          <Text c="dimmed">Sorularınız için bize yazın ya da arayın.</Text>
        </Stack>
        <Group gap="sm">
          {href && (
            <Button component="a" href={href} variant="default" leftSection={<IconPhone size={18} />}>
              {displayPhone(tel)}
            </Button>
          )}
          <Button component={Link} to="/contact" leftSection={<IconMail size={18} />}>
            Bize Yazın
          </Button>
        </Group>
      </Group>
      <Stack mt="lg" maw={720}>
        {form}
      </Stack>
    </Paper>
  );
}
