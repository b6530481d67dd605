import { Button, type ButtonProps, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { OfferForm } from './offer-form';

type Props = ButtonProps & {
  requestId: number;
  /** the request's quantity (0: unknown), for the offer's total */
  quantity: number;
  /** the request's heading ('1.200 Adet Çelik Boru'), named in the modal */
  title: string;
  /** after the offer was made (the feed is already refreshed; a page may refresh its own data) */
  onCreated?: () => void;
};

/** 'Teklif Ver' and its form in a modal: on the offerable list and on the public request page alike. */
export function OfferButton({ requestId, quantity, title, onCreated, ...button }: Props) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconSend size={18} />} onClick={modal.open} aria-label={`Teklif Ver: ${title}`} {...button}>
        Teklif Ver
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title="Teklif Ver"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Text fw={600} mb="sm">
          {title}
        </Text>
        {opened && (
          <OfferForm
            requestId={requestId}
            quantity={quantity}
            onDone={() => {
              modal.close();
              onCreated?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}
