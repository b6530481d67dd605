import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconClipboardCheck,
  IconClipboardList,
  IconHourglass,
  IconMessageStar,
  IconPackage,
} from '@tabler/icons-react';
import type { MemberDetail } from '@tedarik/contract/members/admin';
import { roleLabel } from '@tedarik/contract/text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { telHref } from '../../../lib/phone-links';
import { displayPhone } from '../../../lib/phone-mask';
import { StateBadge } from '../../../ui/admin/status';
import { Fact } from '../../../ui/fact';
import { StatCard } from '../../../ui/stat-card';

function Phone({ value }: { value: string }) {
  if (!value.trim()) return '–';
  const href = telHref(value);
  return href ? <Anchor href={href}>{displayPhone(value)}</Anchor> : displayPhone(value);
}

/** '4,3 / 5 (12 puan)'; 'Puan yok' before the first active rating. */
const ratingText = ({ ortalama, adet }: MemberDetail['puani']) =>
  ortalama === null || adet === 0
    ? 'Puan yok'
    : `${ortalama.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} / 5 (${adet.toLocaleString('tr-TR')} puan)`;

/**
 * The head of a member's page (admin spec §2 uye-detay-{id}): who the member is, its membership, account and
 * activation state, its numbers with links to its products, requests and ratings.
 */
export function MemberSummary({ detail }: { detail: MemberDetail }) {
  const { uye } = detail;
  const id = uye.uyeid;
  const facts: [string, ReactNode][] = [
    ['Firma', uye.firma || '–'],
    ['Ad Soyad', uye.adSoyad],
    [
      'E-posta',
      <Anchor key="mail" href={`mailto:${uye.mail}`}>
        {uye.mail}
      </Anchor>,
    ],
    ['Telefon', <Phone key="tel" value={uye.tel} />],
    ['Firma Telefonu', <Phone key="firm" value={uye.firmatel} />],
    ['Üyelik Tarihi', formatDate(uye.tarih)],
    ['Hesap Durumu', uye.durum ? 'Aktif' : `Durduruldu${uye.durumAciklama ? `: ${uye.durumAciklama}` : ''}`],
    ['E-posta Aktivasyonu', uye.aktivasyonKodu ? 'Bekliyor' : 'Onaylandı'],
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2}>{uye.firma || uye.adSoyad}</Title>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {roleLabel(uye.rol)}
            </Badge>
            <StateBadge color={uye.durum ? 'green' : 'red'}>{uye.durum ? 'Aktif' : 'Durduruldu'}</StateBadge>
            {uye.aktivasyonKodu && <StateBadge color="orange">Aktivasyon Bekliyor</StateBadge>}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={adminHref.memberProducts(id)} variant="light" size="xs">
            Üye Ürünleri
          </Button>
          <Button component={Link} to={adminHref.memberRequests(id)} variant="light" size="xs">
            Üye Talepleri
          </Button>
          <Button component={Link} to={adminHref.memberRatings(id)} variant="light" size="xs">
            Üye Yorumları
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          {facts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" component="section" aria-label="Sayılar">
        <StatCard
          label="Talepler"
          value={detail.talepCount}
          icon={<IconClipboardList size={20} />}
          to={adminHref.memberRequests(id)}
        />
        <StatCard label="Aktif Talepler" value={detail.talepaktif} icon={<IconClipboardCheck size={20} />} />
        <StatCard label="Onay Bekleyen Talepler" value={detail.talepOnayBekleyen} icon={<IconHourglass size={20} />} />
        <StatCard
          label="Ürünler"
          value={detail.urunler}
          icon={<IconPackage size={20} />}
          to={adminHref.memberProducts(id)}
        />
        <Paper withBorder p="md" component={Link} to={adminHref.memberRatings(id)} c="inherit" td="none">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                Puan
              </Text>
              <Text fw={700} fz="lg" lh={1.6}>
                {ratingText(detail.puani)}
              </Text>
            </div>
            <IconMessageStar size={20} aria-hidden />
          </Group>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
