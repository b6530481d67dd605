import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { SocialSettings } from '@tedarik/contract/settings/public';

const withProtocol = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** The pinterest field carries the WhatsApp / help phone number (spec §3): a number becomes a wa.me link. */
const whatsapp = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return /^[\d\s()+-]+$/.test(value) && digits ? `https://wa.me/${digits}` : withProtocol(value);
};

const LINKS = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook, href: withProtocol },
  { key: 'twitter', label: 'X (Twitter)', Icon: IconBrandX, href: withProtocol },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram, href: withProtocol },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin, href: withProtocol },
  { key: 'pinterest', label: 'WhatsApp', Icon: IconBrandWhatsapp, href: whatsapp },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube, href: withProtocol },
] as const;

export function SocialLinks({ social }: { social: SocialSettings }) {
  const links = LINKS.filter((link) => social[link.key]?.trim());
  if (links.length === 0) return null;
  return (
    <Group gap={4}>
      {links.map(({ key, label, Icon, href }) => (
        <ActionIcon
          key={key}
          component="a"
          href={href(social[key].trim())}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <Icon size={20} />
        </ActionIcon>
      ))}
    </Group>
  );
}
