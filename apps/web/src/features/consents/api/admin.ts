// The back-office's KVKK and İYS screen (issue 53 items 1 and 2, decision 0071): texts in versions, the İYS export,
// İYS's refusals imported, a bulletin sent.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportConsentsForIys,
  getLegalTexts,
  importIysRefusals,
  publishLegalText,
  sendBulletin,
} from '@tedarik/contract/consents/admin';
import type { LegalTextKind } from '@tedarik/contract/consents/consents';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

const keys = { texts: ['admin', 'legal-texts'] as const };

/** GET /adn_api/v2/consents/texts */
export const legalTextsQuery = () => queryOptions({ queryKey: keys.texts, queryFn: () => call(getLegalTexts, {}) });

/** POST /adn_api/v2/consents/texts */
export function usePublishLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: LegalTextKind; title: string; body: string }) => call(publishLegalText, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.texts }),
  });
}

/** GET /adn_api/v2/consents/iys.csv, saved */
export const useExportIys = () =>
  useMutation({
    mutationFn: async () => {
      const file = await callFile(exportConsentsForIys, {});
      saveFile(file.blob, file.fileName ?? 'iys-izinler.csv');
    },
  });

/** POST /adn_api/v2/consents/iys-refusals */
export const useImportIysRefusals = () =>
  useMutation({ mutationFn: (file: File) => call(importIysRefusals, { body: { file } }) });

/** POST /adn_api/v2/consents/bulletins */
export const useSendBulletin = () =>
  useMutation({ mutationFn: (body: { subject: string; message: string }) => call(sendBulletin, { body }) });
