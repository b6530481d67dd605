// What the back-office account forms (user info, password) share: the spec's texts and the form's look.
import { ADMIN_MSG } from '@tedarik/contract/accounts/admin';
import { MSG } from '@tedarik/contract/accounts/public';
import { errorText } from '../../lib/http';
import type { Message } from '../../ui/form/form-message';

export const ADMIN_UPDATED: Message = { color: 'green', text: MSG.updated };

/** The spec's failure banner, with the server's reason under it. */
export const adminFailure = (error: Error): Message => ({
  color: 'red',
  title: ADMIN_MSG.updateFailed,
  text: errorText(error),
});

/** 'Bekleyiniz' on the button while waiting; the alert above it, closable. */
export const ADMIN_FORM = {
  submit: 'Güncelle',
  busyLabel: MSG.wait,
  messageAt: 'bottom',
  closable: true,
  maw: 420,
} as const;
