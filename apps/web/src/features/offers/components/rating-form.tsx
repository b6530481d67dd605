import { Box, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { zRate } from '@tedarik/contract/offers/member';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import { formatDate } from '../../../lib/format';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useRateOffer } from '../api/rate-offer';

const PUBLISHED_LATER = 'Puanınız yönetici onayından sonra firmanın sayfasında görünür.';

/** A rating given: read-only from then on (spec §4 "A rating can be given once per offer and is then read-only"). */
function GivenRating({ rating }: { rating: NonNullable<ReceivedOffer['puan']> }) {
  return (
    <Stack gap={4}>
      <Box role="img" aria-label={`Puanınız: ${rating.puan} / 5`} w="fit-content">
        <Rating value={rating.puan} readOnly />
      </Box>
      {rating.yorum && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {rating.yorum}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDate(rating.tarih)} · {PUBLISHED_LATER}
      </Text>
    </Stack>
  );
}

/** 1–5 stars and a comment of at most 4000 characters (spec §5 "Rating") → POST /api/talepyorumYap. */
export function RatingForm({ offer, requestId }: { offer: ReceivedOffer; requestId: number }) {
  const rate = useContractForm(zRate, useRateOffer(), {
    initialValues: { puan: 0, yorum: '' },
    input: (values) => ({ ...values, id: offer.id, teklifid: requestId }),
    onSuccess: () => {
      // the answer's detail carries the rating: the form gives way to the read-only stars
      notifications.show({ color: 'green', message: 'Kaydedildi.' });
      return undefined;
    },
  });
  if (offer.puan) return <GivenRating rating={offer.puan} />;
  const yorum = rate.form.values.yorum;
  return (
    <ContractForm
      state={rate}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(rate.busy)}
      aria-label="Firmayı Değerlendirin"
    >
      <Stack gap={4} role="radiogroup" aria-labelledby={`puan-${offer.id}`}>
        <Text size="sm" fw={500} id={`puan-${offer.id}`}>
          Puan
        </Text>
        <Rating
          size="lg"
          getSymbolLabel={(value) => `${value} yıldız`}
          value={rate.form.values.puan}
          onChange={(value) => rate.form.setFieldValue('puan', value)}
        />
      </Stack>
      <Textarea
        label="Yorum"
        description={`${yorum.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_DETAIL}
        {...rate.form.getInputProps('yorum')}
      />
    </ContractForm>
  );
}
