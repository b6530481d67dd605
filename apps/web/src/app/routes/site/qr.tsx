import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { titleAndMetaQuery } from '../../../features/site/api/get-title-and-meta';

/** /Qr: the mobile applications, at the store addresses of the site settings, else a store search for the site. */
export function Component() {
  const { data: site } = useQuery(titleAndMetaQuery());
  const name = site?.baslik || 'Tedarik';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Mobil Uygulamalarımız
        </Title>
        <Text c="dimmed">
          {name} uygulamasıyla talepleri ve teklifleri her yerden takip edin, yeni taleplerden anında haberdar olun.
        </Text>
        <Group justify="center">
          <Button
            component="a"
            href={site?.appStore || `https://apps.apple.com/tr/search?term=${encodeURIComponent(name)}`}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            color="dark"
            leftSection={<IconBrandApple size={20} />}
          >
            App Store
          </Button>
          <Button
            component="a"
            href={site?.googlePlay || `https://play.google.com/store/search?q=${encodeURIComponent(name)}&c=apps`}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            variant="default"
            leftSection={<IconBrandGooglePlay size={20} />}
          >
            Google Play
          </Button>
        </Group>
        {/* shown only while the browser offers to install the site; public/pwa.js opens its dialog (decision 0064) */}
        <Button type="button" size="md" variant="light" data-install-app="">
          Ana Ekrana Ekle
        </Button>
      </Stack>
    </Paper>
  );
}
