import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { MAX_DETAIL, UNITS, VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getMemberUser } from '../../../lib/session';
import {
  type CatalogChoice,
  CatalogProductPicker,
  type ChosenProduct,
} from '../../catalog/components/catalog-product-picker';
import { DRAFT_HINT, isDraftReady, type RequestDraft, saveDraft } from '../draft';

export const CHOOSE_PRODUCT_HINT = 'Lütfen kategori ve ürün seçin.';
export const MEMBER_CREATE_REQUEST = '/account-d-detay-taleplerim-olustur';

/**
 * /teklif-Olustur: a visitor describes what they need; 'İleri' shows only when quantity and detail hold (spec §5
 * "Visitor request"), stores the draft and continues at login (a logged-in member goes straight to create-request).
 */
export function RequestDraftForm() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<CatalogChoice>({ sector: null, category: null, product: null });
  const [product, setProduct] = useState<ChosenProduct | null>(null);
  const [adet, setAdet] = useState<number | string>('');
  const [tip, setTip] = useState<RequestDraft['tip']>(UNITS[0]);
  const [detay, setDetay] = useState('');
  const ready = isDraftReady(adet, detay);

  const next = () => {
    if (!product || !ready) return;
    saveDraft({
      katUrun: product.id,
      urunAd: product.urunAd,
      kategori: product.categoryId,
      adet: Number(adet),
      tip,
      detay,
    });
    navigate(getMemberUser() ? MEMBER_CREATE_REQUEST : '/Account-Login');
  };

  return (
    <Stack gap="md">
      <CatalogProductPicker
        value={choice}
        onChange={(value, chosen) => {
          setChoice(value);
          setProduct(chosen);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Miktar"
          description={`En az ${VISITOR_REQUEST_MIN_QUANTITY}`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          value={adet}
          onChange={setAdet}
        />
        <Select<RequestDraft['tip']>
          label="Tip"
          description="Birim"
          data={[...UNITS]}
          value={tip}
          allowDeselect={false}
          onChange={(value) => value && setTip(value)}
        />
      </SimpleGrid>
      <Textarea
        label="Detay"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        placeholder="Ürünün ölçü, malzeme, kalite ve teslimat bilgileri"
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MAX_DETAIL}
        value={detay}
        onChange={(event) => setDetay(event.currentTarget.value)}
      />
      {product && ready ? (
        <Group justify="flex-end">
          <Button onClick={next} rightSection={<IconArrowRight size={18} />} size="md">
            İleri
          </Button>
        </Group>
      ) : (
        <Alert color="blue" variant="light" role="status">
          <Stack gap={2}>
            {!product && <Text size="sm">{CHOOSE_PRODUCT_HINT}</Text>}
            {!ready && <Text size="sm">{DRAFT_HINT}</Text>}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
