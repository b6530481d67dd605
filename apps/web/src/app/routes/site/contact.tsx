import { Anchor, AspectRatio, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { socialQuery } from '../../../features/site/api/get-social';
import { titleAndMetaQuery } from '../../../features/site/api/get-title-and-meta';
import { SocialLinks } from '../../../features/site/components/social-links';
import { telHref, whatsappHref } from '../../../lib/phone-links';
import { displayPhone } from '../../../lib/phone-mask';
import { PageHeader } from '../../../ui/page-header';
import { RichText } from '../../../ui/rich-text';
import { ContactIsland } from '../../island-components';
import { queryClient } from '../../query-client';

export async function loader() {
  void queryClient.prefetchQuery(socialQuery());
  await queryClient.prefetchQuery(titleAndMetaQuery());
  return null;
}

/** Only an https embed is framed (the server's CSP allows https frames only). */
const safeMap = (url: string) => (/^https:\/\//i.test(url.trim()) ? url.trim() : null);

/** /contact: the map, the contact info (TitleandMeta.iletisim, tel), social links and the mail form. */
export function Component() {
  const { data: site } = useQuery(titleAndMetaQuery());
  const { data: social } = useQuery(socialQuery());
  const map = site ? safeMap(site.map) : null;
  const tel = site?.tel ? telHref(site.tel) : null;
  // the pinterest field carries the WhatsApp number (spec §3)
  const whatsapp = social?.pinterest ? whatsappHref(social.pinterest) : null;

  return (
    <>
      <PageHeader title="İletişim" crumbs={[{ label: 'İletişim' }]} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                {site?.iletisim && <RichText html={site.iletisim} />}
                {site?.tel && tel && (
                  <Group gap={6}>
                    <IconPhone size={18} aria-hidden />
                    <Anchor href={tel}>{displayPhone(site.tel)}</Anchor>
                  </Group>
                )}
                {social?.pinterest && whatsapp && (
                  <Group gap={6}>
                    <IconBrandWhatsapp size={18} aria-hidden />
                    <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer">
                      WhatsApp: {displayPhone(social.pinterest)}
                    </Anchor>
                  </Group>
                )}
                {social && <SocialLinks social={social} />}
              </Stack>
            </Paper>
            {map && (
              <AspectRatio ratio={4 / 3}>
                <iframe
                  src={map}
                  title="Harita"
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
                />
              </AspectRatio>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="xl">
                Bize Yazın
              </Title>
              <Text size="sm" c="dimmed">
                Mesajınızı bırakın, en kısa sürede size dönelim.
              </Text>
              <ContactIsland />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
