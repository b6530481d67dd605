import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import { MAX_DETAIL, UNITS } from '@tedarik/contract/constants';
import { useState } from 'react';
import type { RequestDraft } from '../draft';
import {
  type CatalogChoice,
  CatalogProductPicker,
  type CategoryTree,
  type ChosenProduct,
} from './catalog-product-picker';

type Initial = { product?: ChosenProduct | null; adet?: number | string; tip?: RequestDraft['tip']; detay?: string };

/** The state of a request form: the chosen catalog product, quantity, unit and detail. */
export function useRequestFields(initial: Initial = {}) {
  const [choice, setChoice] = useState<CatalogChoice | null>(null);
  const [product, setProduct] = useState<ChosenProduct | null>(initial.product ?? null);
  const [adet, setAdet] = useState<number | string>(initial.adet ?? '');
  const [tip, setTip] = useState<RequestDraft['tip']>(initial.tip ?? UNITS[0]);
  const [detay, setDetay] = useState(initial.detay ?? '');
  return { choice, setChoice, product, setProduct, adet, setAdet, tip, setTip, detay, setDetay };
}
export type RequestFieldsState = ReturnType<typeof useRequestFields>;

const NO_CHOICE: CatalogChoice = { sector: null, category: null, product: null };

/**
 * The fields shared by the visitor's draft and the member's create-request form: sector → category → product,
 * quantity (Miktar), unit (Tip: Adet, Takım, Metre, Kilo) and detail (at most 4000 characters).
 */
export function RequestFields({
  fields,
  tree,
  choice,
  quantityHint,
  unitHint,
  detailPlaceholder,
}: {
  fields: RequestFieldsState;
  tree: CategoryTree;
  /** the picker's value when the form's own choice is not made yet (a restored draft) */
  choice?: CatalogChoice;
  quantityHint?: string;
  unitHint?: string;
  detailPlaceholder?: string;
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Miktar"
          description={quantityHint}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          value={f.adet}
          onChange={f.setAdet}
        />
        <Select<RequestDraft['tip']>
          label="Tip"
          description={unitHint}
          data={[...UNITS]}
          value={f.tip}
          allowDeselect={false}
          onChange={(value) => value && f.setTip(value)}
        />
      </SimpleGrid>
      <Textarea
        label="Detay"
        description={`${f.detay.trim().length} / ${MAX_DETAIL}`}
        placeholder={detailPlaceholder}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MAX_DETAIL}
        value={f.detay}
        onChange={(event) => f.setDetay(event.currentTarget.value)}
      />
    </>
  );
}
