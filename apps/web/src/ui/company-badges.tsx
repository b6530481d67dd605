import { Badge, Group } from '@mantine/core';
import { IconCertificate, IconDeviceMobileCheck, IconMailCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { BADGE_LABELS, type Badges, DOCUMENT_LABELS } from '@tedarik/contract/verification/documents';

/**
 * A member's badges (issue 49 item 1): 'Doğrulanmış Firma' first, its approved certificates by name, then
 * 'E-posta Onaylı' and 'Telefon Onaylı'. Nothing when it has none (or the answer had no badges: a legacy answer).
 * One component for the company page, the desk, the comparison and a supplier's feed.
 */
export function CompanyBadges({ badges, size = 'sm' }: { badges: Badges | undefined; size?: 'xs' | 'sm' }) {
  if (!badges) return null;
  const { email, phone, verified, certificates } = badges;
  if (!email && !phone && !verified && certificates.length === 0) return null;
  const icon = size === 'xs' ? 12 : 14;
  return (
    <Group gap={6} style={{ rowGap: 4 }} aria-label="Rozetler" role="list">
      {verified && (
        <Badge
          role="listitem"
          color="teal.9"
          variant="filled"
          size={size}
          tt="none"
          leftSection={<IconRosetteDiscountCheck size={icon} aria-hidden />}
        >
          {BADGE_LABELS.verified}
        </Badge>
      )}
      {certificates.map((c) => (
        <Badge
          role="listitem"
          key={c}
          color="indigo"
          variant="dot"
          size={size}
          tt="none"
          leftSection={<IconCertificate size={icon} aria-hidden />}
        >
          {DOCUMENT_LABELS[c]}
        </Badge>
      ))}
      {email && (
        <Badge
          role="listitem"
          color="gray"
          variant="dot"
          size={size}
          tt="none"
          leftSection={<IconMailCheck size={icon} aria-hidden />}
        >
          {BADGE_LABELS.email}
        </Badge>
      )}
      {phone && (
        <Badge
          role="listitem"
          color="gray"
          variant="dot"
          size={size}
          tt="none"
          leftSection={<IconDeviceMobileCheck size={icon} aria-hidden />}
        >
          {BADGE_LABELS.phone}
        </Badge>
      )}
    </Group>
  );
}
