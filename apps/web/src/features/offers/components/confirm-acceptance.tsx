import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * 'Teklifi Kabul Et' asks first and says what follows (issue 47 item 16): the contact data of both sides are shown
 * to each other, and the supplier can no longer revise the offer. It cannot be undone.
 */
export function confirmAcceptance(offer: { company: string; price: string }, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Teklifi Kabul Et',
    children: (
      <Stack gap="xs">
        <Text size="sm">
          {offer.company} firmasının {offer.price} tutarındaki teklifini kabul ediyorsunuz. Kabul ettiğinizde:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Firmanın iletişim bilgileri size, sizin iletişim bilgileriniz firmaya gösterilir.</List.Item>
          <List.Item>Firma bu teklifi artık güncelleyemez.</List.Item>
        </List>
        <Text size="sm">Kabul geri alınamaz. Puanınızı ürünler elinize ulaştıktan sonra da verebilirsiniz.</Text>
      </Stack>
    ),
    labels: { confirm: 'Teklifi Kabul Et', cancel: 'Vazgeç' },
    closeButtonProps: { 'aria-label': 'Kapat' },
    onConfirm,
  });
}
