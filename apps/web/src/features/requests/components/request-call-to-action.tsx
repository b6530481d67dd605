import { Button, Stack, Text } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { MAX_DETAIL, UNITS } from '@tedarik/contract/constants';
import { startsRequests } from '../../../lib/roles';
import { useMemberUser } from '../../../lib/session';
import { Link } from '../../../ui/navigation';
import { type RequestDraft, saveDraft } from '../draft';
import { VISITOR_CREATE_REQUEST } from '../links';

type Props = {
  /** the searched catalog product with its category; its request form starts with it chosen */
  product?: { id: number; urunAd: string; katid: number } | null;
  /** or the typed text: the request form's detail starts with it */
  text?: string | null;
};

/**
 * The draft of a searched text that found nothing: no catalog product yet (one must still be chosen before sending),
 * the detail starts with the text. Here rather than in draft.ts, which the request form's page loads: that page is at
 * its budget of JavaScript (vite.config.ts).
 */
export const textDraft = (text: string): RequestDraft => ({
  katUrun: 0,
  urunAd: '',
  kategori: 0,
  adet: 0,
  tip: UNITS[0],
  detay: text.trim().slice(0, MAX_DETAIL),
});

/**
 * Under a product or request search that found nothing: no manufacturer lists it yet, so the visitor is invited to ask
 * for it with a request. A searched catalog product goes into the request draft, and the create-request form
 * (visitor's or, after the redirect, member's) opens with it chosen; a typed text goes in as the detail's start, the
 * product to be chosen (issue 51: the invitation 'pre-filled with the text').
 */
export function RequestCallToAction({ product, text }: Props) {
  const user = useMemberUser();
  const name = product?.urunAd ?? text ?? '';
  // a manufacturer or company does not create requests: the invitation is not theirs (issue 35)
  if (!startsRequests(user)) return null;
  const prefill = () => {
    if (!product) {
      if (text?.trim()) saveDraft(textDraft(text));
      return;
    }
    saveDraft({
      katUrun: product.id,
      urunAd: product.urunAd,
      kategori: product.katid,
      adet: 0,
      tip: UNITS[0],
      detay: '',
    });
  };
  return (
    <Stack gap="sm" align="center">
      <Text size="sm" ta="center">
        {name ? `"${name}" için` : 'Aradığınız ürün için'} talep oluşturun; ilgili imalatçılar size teklif versin.
      </Text>
      <Button
        component={Link}
        to={VISITOR_CREATE_REQUEST}
        onClick={prefill}
        leftSection={<IconClipboardPlus size={18} />}
      >
        Talep Oluştur
      </Button>
    </Stack>
  );
}
