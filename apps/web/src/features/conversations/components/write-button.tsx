import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { RequestMessageForm } from './request-message-form';

type Props = {
  requestId: number;
  offerId: number;
  /** the offer's company as the buyer sees it (masked until accepted) */
  company: string;
  /** the offer is accepted: its supplier sees contact details too */
  accepted: boolean;
};

/** 'Mesaj Yaz' on an offer of my request: a message to its supplier, in their thread (opened when there is none). */
export function WriteButton({ requestId, offerId, company, accepted }: Props) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMessageCircle size={16} />}
        onClick={modal.open}
        aria-label={`Mesaj Yaz: ${company}`}
      >
        Mesaj Yaz
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Mesaj Yaz" closeButtonProps={{ 'aria-label': 'Kapat' }}>
        <Text fw={600} mb="sm">
          {company}
        </Text>
        {opened && <RequestMessageForm requestId={requestId} offerId={offerId} label="Mesajınız" accepted={accepted} />}
      </Modal>
    </>
  );
}
