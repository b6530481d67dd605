import { Badge, Group } from '@mantine/core';
import {
  type Icon,
  IconCertificate,
  IconDeviceMobileCheck,
  IconMailCheck,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { BADGE_LABELS, type Badges, DOCUMENT_LABELS } from '@tedarik/contract/verification/documents';

type Size = 'xs' | 'sm';

/** One badge of the list: its icon, colour and look. */
function Item({
  icon: Glyph,
  label,
  color,
  filled,
  size,
}: {
  icon: Icon;
  label: string;
  color: string;
  filled?: boolean;
  size: Size;
}) {
  return (
    <Badge
      role="listitem"
      color={color}
      variant={filled ? 'filled' : 'dot'}
      size={size}
      tt="none"
      leftSection={<Glyph size={size === 'xs' ? 12 : 14} aria-hidden />}
    >
      {label}
    </Badge>
  );
}

/**
 * A member's badges (issue 49 item 1): 'Doğrulanmış Firma' first, its approved certificates by name, then
 * 'E-posta Onaylı' and 'Telefon Onaylı'. Nothing when it has none (or the answer had no badges: a legacy answer).
 * One component for the company page, the desk, the comparison and a supplier's feed.
 */
export function CompanyBadges({ badges, size = 'sm' }: { badges: Badges | undefined; size?: Size }) {
  if (!badges) return null;
  const { email, phone, verified, certificates } = badges;
  if (!email && !phone && !verified && certificates.length === 0) return null;
  return (
    <Group gap={6} style={{ rowGap: 4 }} aria-label="Rozetler" role="list">
      {verified && (
        <Item icon={IconRosetteDiscountCheck} label={BADGE_LABELS.verified} color="teal.9" filled size={size} />
      )}
      {certificates.map((c) => (
        <Item key={c} icon={IconCertificate} label={DOCUMENT_LABELS[c]} color="indigo" size={size} />
      ))}
      {email && <Item icon={IconMailCheck} label={BADGE_LABELS.email} color="gray" size={size} />}
      {phone && <Item icon={IconDeviceMobileCheck} label={BADGE_LABELS.phone} color="gray" size={size} />}
    </Group>
  );
}
