import { notifications } from '@mantine/notifications';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { downloadAttachment } from '../api/change-files';

/** Downloads a file, with the file being fetched and a notification if it fails. */
export function useDownload() {
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (file: Attachment) => {
    setBusyId(file.id);
    try {
      await downloadAttachment(file);
    } catch (error) {
      notifications.show({ color: 'red', message: `Hata oluştu. İşlem yapılamadı. ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
