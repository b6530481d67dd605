import { Modal, PasswordInput } from '@mantine/core';
import { MSG } from '@tedarik/contract/accounts/public';
import { ADMIN_MEMBER_MSG, setMemberPassword } from '@tedarik/contract/members/admin';
import { z } from 'zod';
import { BUSY } from '../../../ui/admin/feedback';
import { useResourceForm } from '../../../ui/admin/resource-form';
import { ContractForm } from '../../../ui/form/contract-form';
import { useSetMemberPassword } from '../api/set-member-password';

/** The call's rule for the password (the profile's: length, not a common one) and its repeat. */
const zPasswordForm = setMemberPassword.request.body
  .and(z.object({ sifreTekrar: z.string() }))
  .superRefine((value, ctx) => {
    if (value.sifre !== value.sifreTekrar)
      ctx.addIssue({ code: 'custom', path: ['sifreTekrar'], message: MSG.newPasswordRepeat });
  });

type Props = { memberId: number; opened: boolean; onClose: () => void };

/**
 * 'Yeni Şifre Belirle' (POST /adn_api/uyeSifreBelirle-{id}): the administrator never sees a member's password
 * (DESIGN §4), it sets a new one; the member's sessions end and it is told by mail.
 */
export function MemberPasswordModal({ memberId, opened, onClose }: Props) {
  const state = useResourceForm(zPasswordForm, useSetMemberPassword(memberId), {
    initialValues: { sifre: '', sifreTekrar: '' },
    body: ({ sifre }) => ({ sifre }),
    reset: true,
    success: (text) => text || ADMIN_MEMBER_MSG.passwordSet,
    onSaved: onClose,
  });
  const close = () => {
    if (state.busy) return;
    state.form.reset();
    state.closeMessage();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Yeni Şifre Belirle"
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <ContractForm state={state} submit="Kaydet" busyLabel={BUSY} aria-label="Yeni Şifre Belirle">
        <PasswordInput
          label="Yeni Şifre"
          autoComplete="new-password"
          data-autofocus
          {...state.form.getInputProps('sifre')}
        />
        <PasswordInput
          label="Yeni Şifre Tekrar"
          autoComplete="new-password"
          {...state.form.getInputProps('sifreTekrar')}
        />
      </ContractForm>
    </Modal>
  );
}
