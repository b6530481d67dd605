import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { latestDay } from '@tedarik/contract/dates';
import { OFFER_MSG, zCreateOffer } from '@tedarik/contract/offers/member';
import { CURRENCIES } from '@tedarik/contract/requests/member';
import { today } from '../../../lib/today';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateOffer } from '../api/create-offer';

type Props = { requestId: number; onCreated: () => void };

/**
 * A manufacturer's offer on a request (POST /api/genelteklifolustur-{id}): estimated delivery, price, currency
 * (TL by default) and a note. A refusal of the server (already answered, no matching product, closed) shows as it
 * comes; success is the server's 'Teklifiniz oluşturuldu.' in a green notification.
 */
export function OfferForm({ requestId, onCreated }: Props) {
  const offer = useContractForm(zCreateOffer, useCreateOffer(requestId), {
    initialValues: { tarih: '', fiyat: '' as number | string, parabirimi: 'TL' as string, detay: '' },
    onSuccess: (text) => {
      notifications.show({ color: 'green', message: text || OFFER_MSG.created });
      onCreated();
      return undefined;
    },
  });
  const input = offer.form.getInputProps;
  const detay = offer.form.values.detay;
  return (
    <ContractForm
      state={offer}
      submit="Teklif Ver"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(offer.busy)}
      aria-label="Teklif Ver"
    >
      <TextInput label="Tahmini Teslim Tarihi" type="date" min={today()} max={latestDay(today())} {...input('tarih')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Fiyat"
          min={0}
          decimalScale={2}
          thousandSeparator="."
          decimalSeparator=","
          allowNegative={false}
          hideControls
          inputMode="decimal"
          {...input('fiyat')}
        />
        <Select label="Para Birimi" data={[...CURRENCIES]} allowDeselect={false} {...input('parabirimi')} />
      </SimpleGrid>
      <Textarea
        label="Açıklama"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_DETAIL}
        {...input('detay')}
      />
    </ContractForm>
  );
}
