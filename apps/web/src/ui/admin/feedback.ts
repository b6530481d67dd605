// The back-office's answers to a call (admin spec §8): a green notification with the spec's success text, or
// 'Hata oluştu.' followed by the server's Turkish text.
import { notifications } from '@mantine/notifications';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { errorText, GENERIC_ERROR } from '../../lib/http';

/** A back-office button while its call runs (COPY.md "Buttons and states"). */
export const BUSY = 'İşleniyor...';

/** 'Hata oluştu. Talep bulunamadı.'; only 'Hata oluştu.' when the server said nothing. */
export function adminErrorText(error: unknown): string {
  const text = errorText(error);
  return text === GENERIC_ERROR ? text : `${GENERIC_ERROR} ${text}`;
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

export function notifyError(error: unknown) {
  // 'cikis': the client is already on its way to the logout page
  if (errorText(error) === SESSION_ENDED) return;
  notifications.show({ color: 'red', message: adminErrorText(error) });
}
