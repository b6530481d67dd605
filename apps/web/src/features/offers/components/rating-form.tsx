import { Box, Group, Radio, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { zReviewInput } from '@tedarik/contract/reputation/member';
import { SUB_SCORE_LABELS, SUB_SCORES, type SubScore } from '@tedarik/contract/reputation/texts';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import { formatDate } from '../../../lib/format';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useReviewOffer } from '../api/review-offer';

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

/** Stars with their label, as a radio group a screen reader names. */
function Stars({
  id,
  label,
  value,
  onChange,
  size,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  size?: 'md' | 'lg';
}) {
  return (
    <Stack gap={2} role="radiogroup" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Rating size={size} getSymbolLabel={(v) => `${label}: ${v} yıldız`} value={value} onChange={onChange} />
    </Stack>
  );
}

type Values = { score: number; comment: string; purchased: string } & Record<SubScore, number>;

/**
 * The review of an accepted offer (issue 49 item 2): the stars, the four sub-scores (fiyat, kalite, teslimat,
 * iletişim), 'Satın aldım' / 'Satın almadım' and a comment of at most 4000 characters → POST /api/v2/offers/{id}/review.
 */
export function RatingForm({ offer }: { offer: ReceivedOffer; requestId: number }) {
  const review = useContractForm(zReviewInput, useReviewOffer(offer.id), {
    initialValues: {
      score: 0,
      price: 0,
      quality: 0,
      delivery: 0,
      communication: 0,
      purchased: '',
      comment: '',
    } as Values,
    input: (v: Values) => ({ ...v, purchased: v.purchased === '' ? undefined : v.purchased === 'yes' }),
    onSuccess: () => {
      // the request's detail is fetched again: the form gives way to the read-only stars
      notifications.show({ color: 'green', message: 'Kaydedildi.' });
      return undefined;
    },
  });
  if (offer.puan) return <GivenRating rating={offer.puan} />;
  const { values } = review.form;
  return (
    <ContractForm
      state={review}
      submit="Gönder"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(review.busy)}
      aria-label="Firmayı Değerlendirin"
    >
      <Stars
        id={`puan-${offer.id}`}
        label="Puan"
        size="lg"
        value={values.score}
        onChange={(v) => review.form.setFieldValue('score', v)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUB_SCORES.map((key) => (
          <Stars
            key={key}
            id={`${key}-${offer.id}`}
            label={SUB_SCORE_LABELS[key]}
            value={values[key]}
            onChange={(v) => review.form.setFieldValue(key, v)}
          />
        ))}
      </SimpleGrid>
      <Radio.Group label="Bu firmadan satın aldınız mı?" {...review.form.getInputProps('purchased')}>
        <Group gap="lg" mt={4}>
          <Radio value="yes" label="Satın aldım" />
          <Radio value="no" label="Satın almadım" />
        </Group>
      </Radio.Group>
      <Textarea
        label="Yorum"
        description={`${values.comment.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_DETAIL}
        {...review.form.getInputProps('comment')}
      />
    </ContractForm>
  );
}
