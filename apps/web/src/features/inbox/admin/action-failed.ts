import { notifications } from '@mantine/notifications';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { INBOX_ADMIN_MSG } from '@tedarik/contract/inbox/admin';
import { errorText } from '../../../lib/http';
import { adminErrorText } from '../../../ui/admin/feedback';

/**
 * A contact action that failed (admin spec §8): 'Hata olustu.Islem yapilamadi.' with the server's reason; the
 * caller then loads the list again.
 */
export function notifyActionFailed(error: unknown): void {
  if (errorText(error) === SESSION_ENDED) return;
  notifications.show({ color: 'red', message: adminErrorText(error, INBOX_ADMIN_MSG.actionFailed) });
}
