import { Modal, Text, Textarea } from '@mantine/core';
import { ADMIN_MEMBER_MSG } from '@tedarik/contract/members/admin';
import { BUSY } from '../../../ui/admin/feedback';
import { useResourceForm } from '../../../ui/admin/resource-form';
import { ContractForm } from '../../../ui/form/contract-form';
import { useSetMemberStatus } from '../api/set-member-status';
import { zStatusForm } from './member-status-form';

export type MemberStopProps = {
  /** the member to stop, as the screen that offers it names it */
  member: { id: number; name: string };
  onClose: () => void;
};

/**
 * 'Üyeyi Durdur' from a screen other than the member's page (the complaints' queue): the same call and rule as the
 * page's 'Hesap Durumu' (POST /adn_api/uyeDetayGunc-{id}, Durum off with the reason, 'Durdurma nedenini girin.'). A
 * stopped member cannot log in, and its open sessions end at once.
 */
export function MemberStopModal({ member, onClose }: MemberStopProps) {
  const state = useResourceForm(zStatusForm, useSetMemberStatus(member.id), {
    initialValues: { DurumAciklama: '' },
    input: (values) => ({ Durum: false, DurumAciklama: values.DurumAciklama }),
    success: ADMIN_MEMBER_MSG.updated,
    onSaved: onClose,
  });
  const close = () => {
    if (!state.busy) onClose();
  };
  return (
    <Modal opened onClose={close} title="Üyeyi Durdur" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <ContractForm
        state={state}
        submit="Durdur"
        busyLabel={BUSY}
        button={{ color: 'red' }}
        aria-label={`Üyeyi durdur: ${member.name}`}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={700} inherit>
            {member.name}
          </Text>{' '}
          durdurulur: giriş yapamaz, açık oturumları hemen kapanır.
        </Text>
        <Textarea
          label="Durdurma Nedeni"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          data-autofocus
          {...state.form.getInputProps('DurumAciklama')}
        />
      </ContractForm>
    </Modal>
  );
}
