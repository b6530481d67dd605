import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck } from '@tabler/icons-react';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { PackageOffer } from '@tedarik/contract/packages/member';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { BusyButton } from '../../../ui/busy-button';
import { RichText } from '../../../ui/rich-text';
import { monthsLabel, netPrice } from '../package-state';

type Props = {
  offer: PackageOffer;
  /** the apply button; none while an application waits or a package runs */
  onApply?: () => void;
  busy?: boolean;
  disabled?: boolean;
};

/** A package on offer: image, title, its text, the price after the discount and the duration. */
export function PackageOfferCard({ offer, onApply, busy = false, disabled }: Props) {
  const price = netPrice(offer);
  const titleId = `paket-${offer.id}`;
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-labelledby={titleId}>
      {offer.resim && (
        <Card.Section>
          <Image
            src={uploadUrl(offer.resim)}
            alt=""
            width={600}
            height={300}
            loading="lazy"
            style={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover' }}
          />
        </Card.Section>
      )}
      <Stack gap="sm" mt={offer.resim ? 'md' : 0} style={{ flex: 1 }}>
        <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {offer.baslik}
        </Title>
        <Group gap="xs" align="baseline">
          <Text fz={26} fw={700} lh={1.2}>
            {formatMoney(price, 'TL')}
          </Text>
          {offer.ind > 0 && (
            <Text
              size="sm"
              c="dimmed"
              td="line-through"
              aria-label={`İndirimsiz fiyat ${formatMoney(kurusOfNumber(offer.fiyat), 'TL')}`}
            >
              {formatMoney(kurusOfNumber(offer.fiyat), 'TL')}
            </Text>
          )}
        </Group>
        <Text size="sm" fw={600}>
          Süre: {monthsLabel(offer.sira)}
        </Text>
        {offer.metin && <RichText html={offer.metin} fz="sm" />}
        {onApply && (
          <BusyButton
            busy={busy}
            disabled={disabled}
            mt="auto"
            leftSection={<IconCheck size={18} />}
            onClick={onApply}
            aria-label={`Başvur: ${offer.baslik}`}
          >
            Başvur
          </BusyButton>
        )}
        {onApply && (
          // issue 50: the order creates the application and pays it by transfer (/hesabim/odemeler/yeni)
          <Button
            component={Link}
            to={`/hesabim/odemeler/yeni?paket=${offer.id}`}
            variant="light"
            leftSection={<IconBuildingBank size={18} />}
            disabled={disabled}
          >
            Havale/EFT ile Satın Al
          </Button>
        )}
      </Stack>
    </Card>
  );
}
