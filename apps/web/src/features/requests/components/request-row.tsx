import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCalendar, IconCalendarPlus, IconMapPin, IconMessage2 } from '@tabler/icons-react';
import type { PublicRequestItem } from '@tedarik/contract/requests/public';
import type { Badges } from '@tedarik/contract/verification/documents';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatOfferCount } from '../../../lib/format';
import { CompanyBadges } from '../../../ui/company-badges';
import { requestHref, requestTitle } from '../links';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {icon}
      <Text size="sm" c="dimmed" span>
        {label}:
      </Text>
      <Text size="sm" span truncate>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One open request: what and how many, the category, the (masked) company, place, offers, delivery date, and for a
 * logged-in member the creation date. `action`: a page's own button for the row (a manufacturer's 'Teklif Ver').
 */
export function RequestRow({
  item,
  action,
  badges,
}: {
  item: PublicRequestItem;
  action?: ReactNode;
  /** the buyer's badges (a supplier's feed, issue 49 item 1) */
  badges?: Badges;
}) {
  const href = requestHref(item.tlb.id);
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={href} fw={700} fz="lg" c="inherit">
            {requestTitle(item.tlb.adet, item.tlb.tip, item.urun.urunAd)}
          </Anchor>
          <Badge variant="light" tt="none">
            {item.kat.katAd}
          </Badge>
        </Group>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Fact icon={<IconBuilding size={16} aria-hidden />} label="Firma">
            {item.firmaad}
          </Fact>
          <CompanyBadges badges={badges} size="xs" />
          <Fact icon={<IconMapPin size={16} aria-hidden />} label="Yer">
            {item.ulkeSehir}
          </Fact>
          <Fact icon={<IconMessage2 size={16} aria-hidden />} label="Teklif">
            {formatOfferCount(item.toplam, item.teklifSiniri)}
          </Fact>
          <Fact icon={<IconCalendar size={16} aria-hidden />} label="Teslim Tarihi">
            {formatLongDate(item.tlb.teslimTarihi)}
          </Fact>
          {item.tlb.tarih && (
            <Fact icon={<IconCalendarPlus size={16} aria-hidden />} label="Oluşturulma Tarihi">
              {formatLongDate(item.tlb.tarih)}
            </Fact>
          )}
          <Anchor
            component={Link}
            to={href}
            size="sm"
            fw={600}
            ml="auto"
            // the visible word first: a speech-input user says what they see ('Detay')
            aria-label={`Detay: ${item.urun.urunAd}`}
          >
            Detay
          </Anchor>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}
