// The back-office's KVKK and İYS screens (issue 53 items 1 and 2, decision 0071): the legal texts in versions, the
// consents exported for an İYS upload, İYS's list of refusals imported, and a bulletin sent to those who consent.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { zFile, zTextOver } from '../fields';
import { CONSENT_MSG, LEGAL_TEXT_KINDS, zLegalText } from './consents';

/** GET /adn_api/v2/consents/texts: every version of every text, newest first. */
export const getLegalTexts = defineCall({
  method: 'GET',
  path: '/adn_api/v2/consents/texts',
  summary: 'Yasal metinler ve sürümleri',
  operationId: 'getLegalTexts',
  auth: 'admin',
  response: z.object({ items: z.array(zLegalText) }),
});

/** POST /adn_api/v2/consents/texts {kind, title, body}: a new version of a text (the old ones never change). */
export const publishLegalText = defineCall({
  method: 'POST',
  path: '/adn_api/v2/consents/texts',
  summary: 'Yasal metnin yeni sürümünü yayımla',
  operationId: 'publishLegalText',
  auth: 'admin',
  request: {
    body: z.object({
      kind: z.enum(LEGAL_TEXT_KINDS, { error: CONSENT_MSG.kind }),
      title: zTextOver(1, CONSENT_MSG.title, 200),
      body: zTextOver(1, CONSENT_MSG.body, 200_000),
    }),
  },
  response: zLegalText,
});

/**
 * GET /adn_api/v2/consents/iys.csv: each address's latest commercial consent per channel, as İYS's upload reads it
 * (ALICI, TIP MESAJ/EPOSTA/ARAMA, DURUM ONAY/RET, KAYNAK, IZIN_TARIHI, ALICI_TURU); İYS's own refusals are left out.
 */
export const exportConsentsForIys = defineCall({
  method: 'GET',
  path: '/adn_api/v2/consents/iys.csv',
  summary: 'İzinleri İYS yükleme dosyası olarak indir',
  operationId: 'exportConsentsForIys',
  auth: 'admin',
  response: FILE,
});

export const zRefusalImport = z.object({
  /** data rows read */
  rows: z.number(),
  /** consents withdrawn here now */
  withdrawn: z.number(),
  /** rows whose address had already withdrawn (or never consented) here */
  unchanged: z.number(),
});
export type RefusalImport = z.infer<typeof zRefusalImport>;

/** POST /adn_api/v2/consents/iys-refusals (multipart `file`): İYS's list of refusals, withdrawn here. */
export const importIysRefusals = defineCall({
  method: 'POST',
  path: '/adn_api/v2/consents/iys-refusals',
  summary: 'İYS ret listesini içe aktar',
  operationId: 'importIysRefusals',
  auth: 'admin',
  request: { body: z.object({ file: zFile(CONSENT_MSG.file) }), encoding: 'multipart' },
  response: zRefusalImport,
});

/** POST /adn_api/v2/consents/bulletins {subject, message}: a bulletin mailed to every address that consents. */
export const sendBulletin = defineCall({
  method: 'POST',
  path: '/adn_api/v2/consents/bulletins',
  summary: 'Bülten gönder (yalnız ticari ileti onayı olanlara)',
  operationId: 'sendBulletin',
  auth: 'admin',
  request: {
    body: z.object({
      subject: zTextOver(1, CONSENT_MSG.subject, 200),
      message: zTextOver(1, CONSENT_MSG.message, 20_000),
    }),
  },
  response: z.object({ queued: z.number() }),
});
