import { forgotPassword } from '../../../features/accounts/api/forgot-password';
import { EmailRequestForm } from '../../../features/accounts/components/email-request-form';

/** The island of the forgot-password page (app/island-table.ts, decision 0050): a reset link is mailed. */
export function ForgotPasswordForm() {
  return <EmailRequestForm submit={forgotPassword} />;
}
