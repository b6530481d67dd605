import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import { formatDate } from '../../../lib/format';
import { Fact } from '../../../ui/fact';
import { monthsLabel, type OwnPackage, type PackageState, STATE_COLOR, STATE_LABEL } from '../package-state';

const NOTE: Partial<Record<PackageState, string>> = {
  waiting: 'Başvurunuz yönetim tarafından incelenecek; onaylandığında paketiniz başlar.',
  ended: 'Paketinizin süresi doldu. Yeni bir paket için başvurabilirsiniz.',
  passive: 'Başvurunuz onaylanmadı. Yeni bir paket için başvurabilirsiniz.',
};

/** The member's newest application or package (uypkt) with its state: waiting, active with its dates, passive. */
export function OwnPackageCard({ own, state }: { own: OwnPackage; state: PackageState }) {
  const { uypkt, pkt } = own;
  const dated = state === 'running' || state === 'upcoming' || state === 'ended';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Paketim">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Paketim
            </Text>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {pkt.baslik}
            </Title>
          </Stack>
          <Badge color={STATE_COLOR[state]} variant="filled" autoContrast size="lg" tt="none">
            {STATE_LABEL[state]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Başvuru Tarihi">{formatDate(uypkt.tarih)}</Fact>
          <Fact label="Süre">{monthsLabel(uypkt.sureAy)}</Fact>
          <Fact label="Ücret">{formatMoney(kurusOfNumber(uypkt.ucret), 'TL')}</Fact>
          {dated && uypkt.tarihBaslangic && uypkt.bitisTarihi && (
            <Fact label="Başlangıç – Bitiş">
              {formatDate(uypkt.tarihBaslangic)} – {formatDate(uypkt.bitisTarihi)}
            </Fact>
          )}
        </SimpleGrid>
        {NOTE[state] && (
          <Text size="sm" c="dimmed">
            {NOTE[state]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
