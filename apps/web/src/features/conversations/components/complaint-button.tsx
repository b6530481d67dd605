import { Badge, Button, Group, Modal, Radio, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  CONVERSATION_MSG,
  MAX_COMPLAINT_REASON,
  zComplaintForm,
} from '@tedarik/contract/conversations/member';
import { busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useComplainAboutMessage } from '../api/complain-about-message';

function ComplaintForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const complaint = useContractForm(zComplaintForm, useComplainAboutMessage(messageId), {
    initialValues: { reason: '', category: '' as never },
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onDone();
      return undefined;
    },
  });
  const reason = complaint.form.values.reason;
  return (
    <ContractForm state={complaint} submit="Gönder" button={busyLook(complaint.busy)} aria-label="Şikayet Et">
      <Radio.Group label="Şikayetin Konusu" withAsterisk {...complaint.form.getInputProps('category')}>
        <Group gap="md" mt={6} style={{ rowGap: 8 }}>
          {COMPLAINT_CATEGORIES.map((category) => (
            <Radio key={category} value={category} label={COMPLAINT_CATEGORY_LABELS[category]} />
          ))}
        </Group>
      </Radio.Group>
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

/**
 * 'Şikayet Et' on a message of the other side: what it is about and an optional reason, to the Yönetim Paneli's
 * queue. A message the reader reported says so instead.
 */
export function ComplaintButton({ messageId, reported }: { messageId: number; reported: boolean }) {
  const [opened, modal] = useDisclosure(false);
  if (reported)
    return (
      <Badge variant="light" color="gray" c="gray.8" leftSection={<IconFlag size={12} aria-hidden />}>
        {CONVERSATION_MSG.reported}
      </Badge>
    );
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
