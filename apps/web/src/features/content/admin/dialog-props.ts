import { adminErrorText, notifySuccess } from '../../../ui/admin/feedback';

/** A content dialog: open while shown, closed by 'Kapat' and 'Vazgeç' unless its call runs. */
export const modalProps = { opened: true, centered: true, closeButtonProps: { 'aria-label': 'Kapat' } } as const;

/** The server's text after 'Hata oluştu.', in the dialog's alert. */
export const failed = (error: Error) => ({ color: 'red' as const, text: adminErrorText(error) });

/** After a save: the notification, and the dialog closes (the answer has replaced the list). */
export const savedThen = (message: string, onClose: () => void) => () => {
  notifySuccess(message);
  onClose();
  return undefined;
};
