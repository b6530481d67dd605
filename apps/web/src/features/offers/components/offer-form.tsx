import {
  Anchor,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { CREDIT_MSG, topUpLink } from '@tedarik/contract/credits/member';
import { latestDay } from '@tedarik/contract/dates';
import { amountText, formatMoney, readAmount } from '@tedarik/contract/money';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { MAX_PAYMENT_DAYS, type MyOffer, zOfferTerms } from '@tedarik/contract/offers/member-desk';
import { offerTotals, VAT_RATES } from '@tedarik/contract/offers/totals';
import { CURRENCIES } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { today } from '../../../lib/today';
import { AmountInput } from '../../../ui/amount-input';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { DraftFileField, useDraftFiles } from '../../../ui/draft-files';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSendOfferTerms } from '../api/send-offer-terms';

type Current = NonNullable<MyOffer['offer']>;
type Props = {
  requestId: number;
  /** the request's quantity (0: unknown, the unit price is then the total) */
  quantity: number;
  /** a revision starts from the current terms */
  current?: Current;
  onDone: () => void;
};

type Currency = (typeof CURRENCIES)[number];

/** The wire's decimal string ('1234.50') as the field shows it to be typed over ('1.234,50'). */
const typed = (wire: string) => {
  const kurus = readAmount(wire);
  return kurus === undefined ? wire : amountText(kurus);
};

/**
 * A manufacturer's offer with its full terms (POST /api/v2/requests/{id}/offers), or a revision of it (PUT
 * /api/v2/offers/{id}): unit price, currency, KDV rate and whether the price includes it, delivery, payment (peşin or
 * vade), validity and a note, and a new offer's file (a quote, a drawing) picked while the form is filled. The total
 * shows as it is typed, from the contract's kuruş arithmetic (the server's own).
 */
export function OfferForm({ requestId, quantity, current, onDone }: Props) {
  // a new offer's quote is picked while the form is filled and attached by its save (issue 47 item 21)
  const quote = useDraftFiles();
  const offer = useContractForm(zOfferTerms, useSendOfferTerms(requestId, current?.id), {
    initialValues: {
      unitPrice: current?.unitPrice ? typed(current.unitPrice) : '',
      currency: (current?.currency ?? 'TL') as string,
      vatRate: String(current?.vatRate ?? 20),
      vatIncluded: current?.vatIncluded ? 'dahil' : 'haric',
      deliveryOn: current?.deliveryOn ?? '',
      payment: current?.paymentDays ? 'vade' : 'pesin',
      paymentDays: (current?.paymentDays || 30) as number | string,
      validUntil: current?.validUntil ?? '',
      note: current?.note ?? '',
    },
    input: (v) => ({
      unitPrice: v.unitPrice,
      currency: v.currency,
      vatRate: Number(v.vatRate),
      vatIncluded: v.vatIncluded === 'dahil',
      deliveryOn: v.deliveryOn,
      paymentDays: v.payment === 'pesin' ? 0 : v.paymentDays,
      validUntil: v.validUntil,
      note: v.note,
    }),
    body: (terms) => ({ ...terms, draftFile: quote.ids[0] ?? null }),
    onSuccess: () => {
      quote.clear();
      notifications.show({ color: 'green', message: current ? 'Teklifiniz güncellendi.' : OFFER_MSG.created });
      onDone();
      return undefined;
    },
  });
  const { values } = offer.form;
  const input = offer.form.getInputProps;
  const totals = offerTotals({
    unitPrice: values.unitPrice,
    quantity,
    vatRate: Number(values.vatRate),
    vatIncluded: values.vatIncluded === 'dahil',
  });
  const currency = values.currency as Currency;
  const mode = values.vatIncluded === 'dahil' ? 'KDV Dahil' : 'KDV Hariç';

  return (
    <ContractForm
      state={offer}
      submit={current ? 'Teklifi Güncelle' : 'Teklif Ver'}
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(offer.busy)}
      aria-label={current ? 'Teklifi Güncelle' : 'Teklif Ver'}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <AmountInput
          label={quantity > 0 ? 'Birim Fiyat' : 'Fiyat'}
          description={quantity > 0 ? `${quantity.toLocaleString('tr-TR')} birim için` : 'Miktar belirtilmemiş: toplam'}
          currency={values.currency}
          {...input('unitPrice')}
        />
        <Select label="Para Birimi" data={[...CURRENCIES]} allowDeselect={false} {...input('currency')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            KDV Oranı
          </Text>
          <SegmentedControl
            fullWidth
            aria-label="KDV Oranı"
            data={VAT_RATES.map((r) => ({ value: String(r), label: `%${r}` }))}
            {...input('vatRate')}
          />
        </div>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Fiyata KDV
          </Text>
          <SegmentedControl
            fullWidth
            aria-label="Fiyata KDV"
            data={[
              { value: 'haric', label: 'KDV Hariç' },
              { value: 'dahil', label: 'KDV Dahil' },
            ]}
            {...input('vatIncluded')}
          />
        </div>
      </SimpleGrid>
      <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
        <Text fw={700}>Toplam: {totals ? `${formatMoney(totals.total, currency)} (${mode})` : '—'}</Text>
        {totals && Number(values.vatRate) > 0 && (
          <Text size="sm" c="dimmed">
            KDV %{values.vatRate}: {formatMoney(totals.vat, currency)} · KDV Hariç {formatMoney(totals.net, currency)} ·
            KDV Dahil {formatMoney(totals.gross, currency)}
          </Text>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Tahmini Teslim Tarihi"
          type="date"
          min={today()}
          max={latestDay(today())}
          {...input('deliveryOn')}
        />
        <TextInput
          label="Geçerlilik Tarihi"
          type="date"
          min={today()}
          max={latestDay(today())}
          {...input('validUntil')}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Ödeme
          </Text>
          <SegmentedControl
            aria-label="Ödeme"
            data={[
              { value: 'pesin', label: 'Peşin' },
              { value: 'vade', label: 'Vade' },
            ]}
            {...input('payment')}
          />
        </div>
        {values.payment === 'vade' && (
          <NumberInput
            label="Vade (gün)"
            min={1}
            max={MAX_PAYMENT_DAYS}
            allowDecimal={false}
            allowNegative={false}
            w={140}
            suffix=" gün"
            {...input('paymentDays')}
          />
        )}
      </Group>
      <Textarea
        label="Açıklama"
        description={`${values.note.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_DETAIL}
        {...input('note')}
      />
      {!current && (
        <DraftFileField
          drafts={quote}
          max={1}
          label="Teklif dosyası ekleyin"
          fieldError={offer.fieldError('draftFile')}
        />
      )}
      {/* out of credits (issue 50): the way to more, beside the server's message */}
      {offer.message?.text === CREDIT_MSG.none && (
        <Anchor component={Link} to={topUpLink()} size="sm">
          Ek Teklif Paketi al
        </Anchor>
      )}
    </ContractForm>
  );
}
