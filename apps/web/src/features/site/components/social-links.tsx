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
import { whatsappHref } from '../../../lib/phone-links';

const withProtocol = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/**
 * The pinterest field carries the WhatsApp / help phone number (spec §3): a number becomes a wa.me link in the
 * international form ('0850 123 45 67' → wa.me/908501234567); a link the admin wrote stays a link; a number WhatsApp
 * cannot reach (a short call-centre number) gives no link rather than a broken one.
 */
const whatsapp = (value: string) => (/^[\d\s().+-]+$/.test(value) ? whatsappHref(value) : withProtocol(value));

const LINKS = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook, href: withProtocol },
  { key: 'twitter', label: 'X (Twitter)', Icon: IconBrandX, href: withProtocol },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram, href: withProtocol },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin, href: withProtocol },
  { key: 'pinterest', label: 'WhatsApp', Icon: IconBrandWhatsapp, href: whatsapp },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube, href: withProtocol },
] as const;

export function SocialLinks({ social }: { social: SocialSettings }) {
  const links = LINKS.flatMap(({ key, label, Icon, href }) => {
    const value = social[key]?.trim();
    const url = value ? href(value) : null;
    return url ? [{ key, label, Icon, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Group gap={4}>
      {links.map(({ key, label, Icon, url }) => (
        <ActionIcon
          key={key}
          component="a"
          href={url}
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
