import { useMutation } from '@tanstack/react-query';
import { exportSubscribersCsv } from '@tedarik/contract/inbox/admin';
import { callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/** The name the server gives the export (and the one used if its header is missing). */
const SUBSCRIBERS_CSV = 'bulten-aboneleri.csv';

/**
 * GET /adn_api/bultenListCsv?ara=text → every subscriber of the search as CSV, fetched with the admin's credentials
 * and saved as 'bulten-aboneleri.csv'.
 */
export const useExportSubscribers = () =>
  useMutation({
    mutationFn: async (text: string) => {
      const file = await callFile(exportSubscribersCsv, { query: { ara: text } });
      saveFile(file.blob, file.fileName ?? SUBSCRIBERS_CSV);
    },
  });
