import { Modal, Textarea } from '@mantine/core';
import { ADMIN_REQUEST_MSG, zModerateRequest } from '@tedarik/contract/requests/admin';
import { adminErrorText, BUSY, notifySuccess } from '../../../ui/admin/feedback';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useModerateRequest } from '../api/moderate-request';

type Props = {
  memberId: number;
  request: { id: number; title: string; reason: string };
  onClose: () => void;
};

/** 'Reddet' asks for the reason, which the buyer is told ('Reddetme sebebini yazın.' when empty). */
export function RejectRequestModal({ memberId, request, onClose }: Props) {
  const moderate = useModerateRequest(memberId);
  const state = useContractForm(zModerateRequest, moderate, {
    initialValues: { aciklama: request.reason },
    input: (values) => ({ id: request.id, durum: 0, aciklama: values.aciklama }),
    onSuccess: () => {
      notifySuccess(ADMIN_REQUEST_MSG.updated);
      onClose();
      return undefined;
    },
    onError: (error) => ({ color: 'red', text: adminErrorText(error) }),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Talebi reddet: ${request.title}`}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <ContractForm state={state} submit="Reddet" busyLabel={BUSY} button={{ color: 'red' }}>
        <Textarea
          label="Reddetme sebebi"
          description="Alıcıya bildirilir."
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...state.form.getInputProps('aciklama')}
        />
      </ContractForm>
    </Modal>
  );
}
