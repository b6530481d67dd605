import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { getMemberUser } from '../../../lib/session';
import { type CategoryTree, choiceOf } from '../../../ui/catalog-product-picker';
import { DRAFT_HINT, draftStart, isDraftReady, readDraft, saveDraft } from '../draft';
import { MEMBER_CREATE_REQUEST } from '../links';
import { RequestFields, useRequestFields } from './request-fields';

const CHOOSE_PRODUCT_HINT = 'Lütfen kategori ve ürün seçin.';

/**
 * /teklif-Olustur: a visitor describes what they need; 'İleri' shows only when quantity and detail hold (spec §5
 * "Visitor request"), stores the draft and continues at login (a logged-in member goes straight to create-request).
 */
export function RequestDraftForm({ tree }: { tree: CategoryTree }) {
  const navigate = useNavigate();
  // a stored draft (one left earlier, or the product of a search that found nothing) is where the form starts
  const [draft] = useState(readDraft);
  const fields = useRequestFields(draft ? draftStart(draft) : {});
  const draftChoice = draft && tree.data.length > 0 ? choiceOf(tree.data, draft.kategori, draft.katUrun) : undefined;
  const { product, quantity, tip, detay } = fields;
  const adet = quantity.ok ? quantity.value : null;
  const ready = isDraftReady(adet, detay);

  const next = () => {
    if (!product || !ready || adet === null) return;
    saveDraft({
      katUrun: product.id,
      urunAd: product.urunAd,
      kategori: product.categoryId,
      adet,
      tip,
      detay,
    });
    navigate(getMemberUser() ? MEMBER_CREATE_REQUEST : MEMBER_LOGIN);
  };

  return (
    <Stack gap="md">
      <RequestFields
        fields={fields}
        tree={tree}
        choice={draftChoice}
        quantityHint={`En az ${VISITOR_REQUEST_MIN_QUANTITY}`}
        unitHint="Birim"
        detailPlaceholder="Ürünün ölçü, malzeme, kalite ve teslimat bilgileri"
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
