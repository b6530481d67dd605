import { Button, Modal, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { complainAboutMessage, MAX_COMPLAINT_REASON } from '@tedarik/contract/conversations/member';
import { busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useComplainAboutMessage } from '../api/complain-about-message';

function ComplaintForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const complaint = useContractForm(complainAboutMessage.request.body, useComplainAboutMessage(messageId), {
    initialValues: { reason: '' },
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onDone();
      return undefined;
    },
  });
  const reason = complaint.form.values.reason;
  return (
    <ContractForm state={complaint} submit="Gönder" button={busyLook(complaint.busy)} aria-label="Şikayet Et">
      <Textarea
        label="Neden (isteğe bağlı)"
        description={`${reason.length} / ${MAX_COMPLAINT_REASON}`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MAX_COMPLAINT_REASON}
        data-autofocus
        {...complaint.form.getInputProps('reason')}
      />
    </ContractForm>
  );
}

/** 'Şikayet Et' on a message of the other side: an optional reason, to the Yönetim Paneli's queue. */
export function ComplaintButton({ messageId }: { messageId: number }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        c="gray.8"
        leftSection={<IconFlag size={14} />}
        onClick={modal.open}
      >
        Şikayet Et
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Şikayet Et" closeButtonProps={{ 'aria-label': 'Kapat' }}>
        {opened && <ComplaintForm messageId={messageId} onDone={modal.close} />}
      </Modal>
    </>
  );
}
