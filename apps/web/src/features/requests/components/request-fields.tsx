import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_DETAIL, REQUEST_UNITS } from '@tedarik/contract/constants';
import { latestDay, MAX_YEARS_AHEAD } from '@tedarik/contract/dates';
import { type ReactNode, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { today } from '../../../lib/today';
import {
  type CatalogChoice,
  CatalogProductPicker,
  type CategoryTree,
  type ChosenProduct,
} from '../../../ui/catalog-product-picker';
import type { RequestDraft } from '../draft';
import { parseQuantity } from '../quantity';

type Initial = { product?: ChosenProduct | null; adet?: number; tip?: RequestDraft['tip']; detay?: string };

/**
 * The state of a request form: the chosen catalog product, the quantity as typed (`adet`) and as read (`quantity`,
 * quantity.ts: whole numbers only), unit and detail.
 */
export function useRequestFields(initial: Initial = {}) {
  const [choice, setChoice] = useState<CatalogChoice | null>(null);
  const [product, setProduct] = useState<ChosenProduct | null>(initial.product ?? null);
  const [adet, setAdet] = useState(initial.adet === undefined ? '' : formatCount(initial.adet));
  const [tip, setTip] = useState<RequestDraft['tip']>(initial.tip ?? REQUEST_UNITS[0]);
  const [detay, setDetay] = useState(initial.detay ?? '');
  const quantity = parseQuantity(adet);
  return { choice, setChoice, product, setProduct, adet, setAdet, quantity, tip, setTip, detay, setDetay };
}
type RequestFieldsState = ReturnType<typeof useRequestFields>;

const NO_CHOICE: CatalogChoice = { sector: null, category: null, product: null };

/** The server's refusal of a field held here (a v2 form's `fields`, by their contract names). */
type FieldErrors = Partial<Record<'catalogProductId' | 'quantity' | 'unit' | 'detail', string>>;

/**
 * The fields shared by the visitor's draft and the member's create-request form: sector → category → product,
 * quantity (Miktar), unit (Tip: Adet, Takım, Metre, Kilo, Ton, m², m³, Litre) and detail (at most 4000 characters).
 */
export function RequestFields({
  fields,
  tree,
  choice,
  quantityHint,
  unitHint,
  detailPlaceholder,
  beforeDetail,
  errors = {},
}: {
  fields: RequestFieldsState;
  tree: CategoryTree;
  /** the picker's value when the form's own choice is not made yet (a restored draft) */
  choice?: CatalogChoice;
  quantityHint?: string;
  unitHint?: string;
  detailPlaceholder?: string;
  /** a form's own fields, between the unit and the detail (the member's material and delivery date) */
  beforeDetail?: ReactNode;
  /** the server's texts for these fields, each shown beside its input */
  errors?: FieldErrors;
}) {
  const f = fields;
  return (
    <>
      <CatalogProductPicker
        tree={tree}
        value={f.choice ?? choice ?? NO_CHOICE}
        onChange={(value, chosen) => {
          f.setChoice(value);
          f.setProduct(chosen);
        }}
      />
      {errors.catalogProductId && (
        <Text size="sm" c="red.8" role="alert">
          {errors.catalogProductId}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {/* A text field read by parseQuantity: a number field dropped the comma of '2,5' and made it 25. */}
        <TextInput
          label="Miktar"
          description={quantityHint}
          inputMode="numeric"
          autoComplete="off"
          value={f.adet}
          error={f.quantity.ok ? errors.quantity : f.quantity.message}
          onChange={(event) => f.setAdet(event.currentTarget.value)}
          onBlur={() => f.quantity.ok && f.quantity.value !== null && f.setAdet(formatCount(f.quantity.value))}
        />
        <Select<RequestDraft['tip']>
          label="Tip"
          description={unitHint}
          data={[...REQUEST_UNITS]}
          value={f.tip}
          error={errors.unit}
          allowDeselect={false}
          onChange={(value) => value && f.setTip(value)}
        />
      </SimpleGrid>
      {beforeDetail}
      <Textarea
        label="Detay"
        description={`${f.detay.trim().length} / ${MAX_DETAIL}`}
        placeholder={detailPlaceholder}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MAX_DETAIL}
        error={errors.detail}
        value={f.detay}
        onChange={(event) => f.setDetay(event.currentTarget.value)}
      />
    </>
  );
}

/**
 * The member's own fields of a request (create and edit), between the unit and the detail: material and the delivery
 * date, from the form's input props.
 */
export function MaterialAndDeliveryDate({
  material,
  deliveryDate,
}: {
  material: GetInputPropsReturnType;
  deliveryDate: GetInputPropsReturnType;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Malzeme" description="İsteğe bağlı" autoComplete="off" {...material} />
      {/* the browser's own date picker (@mantine/dates is not installed); the server checks the same days */}
      <TextInput
        label="Teslim Tarihi"
        description={`Bugün veya sonrası, en fazla ${MAX_YEARS_AHEAD} yıl`}
        type="date"
        min={today()}
        max={latestDay(today())}
        {...deliveryDate}
      />
    </SimpleGrid>
  );
}
