// The back-office's answers to a call (admin spec §8): a green notification with the spec's success text, or
// 'Hata oluştu.' followed by the server's Turkish text.
import { notifications } from '@mantine/notifications';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { errorText, GENERIC_ERROR } from '../../lib/http';

/** A back-office button while its call runs (COPY.md "Buttons and states"). */
export const BUSY = 'İşleniyor...';

const bare = (text: string) => text.replace(/[.\s]+$/, '');

/**
 * 'Hata oluştu. Talep bulunamadı.'; only 'Hata oluştu.' when the server said nothing more (or said just that).
 * `lead`: the spec's words for a call's failure where it has its own ('Hata Oluştu.İşlem Başarısız.', 'Hata oluştu').
 */
export function adminErrorText(error: unknown, lead: string = GENERIC_ERROR): string {
  const text = errorText(error);
  if (bare(text) === bare(GENERIC_ERROR) || bare(text) === bare(lead)) return lead;
  return `${lead}${/[.!:]$/.test(lead) ? ' ' : ': '}${text}`;
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

export function notifyError(error: unknown) {
  // 'cikis': the client is already on its way to the logout page
  if (errorText(error) === SESSION_ENDED) return;
  notifications.show({ color: 'red', message: adminErrorText(error) });
}
