import { Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type AdminRating, zRatingStatus } from '@tedarik/contract/offers/admin';
import { ADMIN_REQUEST_MSG } from '@tedarik/contract/requests/admin';
import { formatDate } from '../../../lib/format';
import { adminErrorText, BUSY, notifySuccess } from '../../../ui/admin/feedback';
import { STATUS_OPTIONS, Stars } from '../../../ui/admin/status';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSetRatingStatus } from '../api/set-rating-status';

/**
 * The status of a rating (admin spec §2 dashboard, §4): Bekliyor, Aktif (counts in public) or Pasif. The whole
 * comment is shown here, since the tables shorten it.
 */
export function RatingStatusModal({ rating, onClose }: { rating: AdminRating; onClose: () => void }) {
  const mutation = useSetRatingStatus();
  const state = useContractForm(zRatingStatus, mutation, {
    initialValues: { secilenPaket: String(rating.fp.islem) },
    input: (values) => ({ id: rating.id, secilenPaket: values.secilenPaket }),
    onSuccess: (text) => {
      notifySuccess(text || ADMIN_REQUEST_MSG.updated);
      onClose();
      return undefined;
    },
    onError: (error) => ({ color: 'red', text: adminErrorText(error) }),
  });
  return (
    <Modal opened onClose={onClose} title="Yorum Durumu" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>{rating.baslik}</Text>
          <Text size="sm" c="dimmed">
            {rating.puanlayan.adsoyad} → {rating.puanlanan.firma || rating.puanlanan.adsoyad} ·{' '}
            {formatDate(rating.fp.tarih)}
          </Text>
          <Stars value={rating.fp.puan} />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {rating.fp.yorum}
          </Text>
        </Stack>
        <ContractForm state={state} submit="Kaydet" busyLabel={BUSY}>
          <Radio.Group label="Durum" {...state.form.getInputProps('secilenPaket')}>
            <Group gap="lg" mt={6}>
              {STATUS_OPTIONS.map((option) => (
                <Radio key={option.code} value={String(option.code)} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
        </ContractForm>
      </Stack>
    </Modal>
  );
}
