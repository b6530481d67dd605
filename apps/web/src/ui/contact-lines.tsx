import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { telHref, whatsappHref } from '../lib/phone-links';
import { displayPhone } from '../lib/phone-mask';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Phone({ value }: { value: string }) {
  const href = telHref(value);
  return href ? <Anchor href={href}>{displayPhone(value)}</Anchor> : null;
}

type Props = {
  /** the company's phone, then the person's (shown once when they are the same) */
  companyPhone: string;
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
};

/**
 * A member's contact data as links (COPY.md: tel:, mailto:, wa.me), each line only when it is given: the supplier's
 * card the buyer sees and the buyer's card the accepted supplier sees.
 */
export function ContactLines({ companyPhone, phone, email, whatsapp, address }: Props) {
  const chat = whatsapp ? whatsappHref(whatsapp) : null;
  return (
    <Stack gap={6}>
      {(companyPhone || phone) && (
        <Line icon={<IconPhone size={18} aria-label="Telefon" />}>
          <Group gap="sm">
            {companyPhone && <Phone value={companyPhone} />}
            {phone && phone !== companyPhone && <Phone value={phone} />}
          </Group>
        </Line>
      )}
      {email && (
        <Line icon={<IconMail size={18} aria-label="E-posta" />}>
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Line>
      )}
      {chat && (
        <Line icon={<IconBrandWhatsapp size={18} aria-label="WhatsApp" />}>
          <Anchor href={chat} target="_blank" rel="noopener noreferrer">
            WhatsApp ile yazın
          </Anchor>
        </Line>
      )}
      {address && <Line icon={<IconMapPin size={18} aria-label="Adres" />}>{address}</Line>}
    </Stack>
  );
}
