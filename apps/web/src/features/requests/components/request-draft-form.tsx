import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { useId, useSyncExternalStore } from 'react';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { getMemberUser } from '../../../lib/session';
import { readStoredText } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type CategoryTree, choiceOf } from '../../../ui/catalog-product-picker';
import { useNavigate } from '../../../ui/navigation';
import { DRAFT_HINT, draftStart, isDraftReady, type RequestDraft, readDraft, saveDraft } from '../draft';
import { MEMBER_CREATE_REQUEST } from '../links';
import { DRAFT_NEEDS_LOGIN } from './draft-waiting';
import { RequestFields, useRequestFields } from './request-fields';

const CHOOSE_PRODUCT_HINT = 'Lütfen kategori ve ürün seçin.';

const noSubscription = () => () => {};
const storedDraftText = () => readStoredText(STORAGE_KEYS.requestDraft);
/** The server renders the form as it is without a draft (the draft is the browser's). */
const noDraftOnServer = () => null;
const hasMember = () => getMemberUser() !== null;
/** The server renders a visitor's page: the note for visitors, which a member's browser drops. */
const noMemberOnServer = () => false;

/**
 * /teklif-Olustur: a visitor describes what they need; 'İleri' shows only when quantity and detail hold (spec §5
 * "Visitor request"), stores the draft and continues at login (a logged-in member goes straight to create-request).
 * An island on a visitor's page (decision 0042): it comes alive at once when a draft is stored (island-table.ts).
 */
export function RequestDraftForm({ tree, start }: { tree: CategoryTree; start?: RequestDraft }) {
  // a stored draft (one left earlier, or the product of a search that found nothing) is where the form starts: read
  // after the hydration of the server's form without one, which it then replaces; without one, `start` (the page's:
  // a landing page's category)
  const draftText = useSyncExternalStore(noSubscription, storedDraftText, noDraftOnServer);
  const draft = draftText ? readDraft() : start;
  return <DraftForm key={draftText ?? ''} draft={draft} tree={tree} />;
}

function DraftForm({ draft, tree }: { draft?: RequestDraft | null; tree: CategoryTree }) {
  const navigate = useNavigate();
  const fields = useRequestFields(draft ? draftStart(draft) : {});
  const draftChoice = draft && tree.data.length > 0 ? choiceOf(tree.data, draft.kategori, draft.katUrun) : undefined;
  const { product, quantity, tip, detay } = fields;
  const adet = quantity.ok ? quantity.value : null;
  const ready = isDraftReady(adet, detay);
  const member = useSyncExternalStore(noSubscription, hasMember, noMemberOnServer);
  const loginNoteId = useId();

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
        <Stack gap="xs">
          {/* a visitor is told why 'İleri' opens the login page (issue 47 item 21) */}
          {!member && (
            <Text size="sm" c="dimmed" id={loginNoteId}>
              {DRAFT_NEEDS_LOGIN}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              onClick={next}
              rightSection={<IconArrowRight size={18} />}
              size="md"
              aria-describedby={member ? undefined : loginNoteId}
            >
              İleri
            </Button>
          </Group>
        </Stack>
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
