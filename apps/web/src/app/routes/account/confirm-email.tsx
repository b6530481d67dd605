import { useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '../../../features/accounts/components/confirm-email-form';
import { AuthCard } from '../../../ui/auth-card';

/** /account-eposta-onay?token=…: the page of the link mailed to a member's new e-mail. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="E-posta Onayı">
      <ConfirmEmailForm token={params.get('token')} />
    </AuthCard>
  );
}
