import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MAX_DETAIL, UNITS } from '@tedarik/contract/constants';
import { useState } from 'react';
import { NOT_BUILT } from '../../../ui/not-built';
import { categoryTreeQuery } from '../../catalog/api/get-category-tree';
import {
  type CatalogChoice,
  CatalogProductPicker,
  type ChosenProduct,
  choiceOf,
} from '../../catalog/components/catalog-product-picker';
import { type RequestDraft, readDraft } from '../draft';

/**
 * The member's create-request form, started from the visitor's draft when there is one. Sending it
 * (POST /api/talepOlustur) is a later issue's work: the button stays disabled with the not-built note.
 */
export function CreateRequestForm() {
  const [draft] = useState(readDraft);
  const { data: tree = [] } = useQuery(categoryTreeQuery());
  const [choice, setChoice] = useState<CatalogChoice | null>(null);
  const [product, setProduct] = useState<ChosenProduct | null>(
    draft ? { id: draft.katUrun, urunAd: draft.urunAd, categoryId: draft.kategori } : null,
  );
  const [adet, setAdet] = useState<number | string>(draft?.adet ?? '');
  const [tip, setTip] = useState<RequestDraft['tip']>(draft?.tip ?? UNITS[0]);
  const [detay, setDetay] = useState(draft?.detay ?? '');
  // The draft's place in the tree is known once the tree is (the route loader usually has it already).
  const shownChoice =
    choice ??
    (draft && tree.length > 0
      ? choiceOf(tree, draft.kategori, draft.katUrun)
      : { sector: null, category: null, product: null });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="md">
          <Title order={2}>Talep Oluştur</Title>
          {product && (
            <Text>
              <Text span c="dimmed">
                Ürün:{' '}
              </Text>
              <Text span fw={600}>
                {product.urunAd}
              </Text>
            </Text>
          )}
          <CatalogProductPicker
            value={shownChoice}
            onChange={(value, chosen) => {
              setChoice(value);
              setProduct(chosen);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Miktar"
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
              data={[...UNITS]}
              value={tip}
              allowDeselect={false}
              onChange={(value) => value && setTip(value)}
            />
          </SimpleGrid>
          <Textarea
            label="Detay"
            description={`${detay.trim().length} / ${MAX_DETAIL}`}
            autosize
            minRows={5}
            maxRows={14}
            maxLength={MAX_DETAIL}
            value={detay}
            onChange={(event) => setDetay(event.currentTarget.value)}
          />
          <Alert color="gray" variant="light" role="status" icon={<IconTools size={18} />}>
            {NOT_BUILT}
          </Alert>
          <Group justify="flex-end">
            <Button type="submit" disabled>
              Talep Oluştur
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
