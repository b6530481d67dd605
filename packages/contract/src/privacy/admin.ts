// The back-office's queue of data subjects' requests under KVKK (issue 53 item 4, decision 0072): 'Veri Talepleri'
// (/adminimt/veri-talepleri). A request received by e-mail or through the contact form is logged with its 30-day
// deadline; a member's own 'Hesabımı Sil' logs itself. A request about a member: its data prepared as a ZIP, its
// account erased (the same erasure as the member's own), then closed with an answer.
import { z } from 'zod';
import { defineCall } from '../call';
import { EMAIL_PATTERN, MAX_LENGTH, zDay, zIdParams, zOptionalText, zTextOver } from '../fields';
import { normalizeEmail } from '../text';
import { CURSOR_MSG, zCursorPage, zCursorQueryOf } from '../v2';

/** days a data controller has to answer (KVKK art. 13/2) */
export const DATA_REQUEST_DAYS = 30;
/** under this many days left, the deadline is shown in amber */
export const DATA_REQUEST_WARN_DAYS = 7;

export const DATA_REQUEST_KINDS = ['erisim', 'silme', 'duzeltme', 'itiraz'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  erisim: 'Bilgi / Erişim',
  silme: 'Silme',
  duzeltme: 'Düzeltme',
  itiraz: 'İtiraz',
};

export const DATA_REQUEST_CHANNELS = ['e-posta', 'iletisim-formu', 'uye-paneli'] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];
export const DATA_REQUEST_CHANNEL_LABELS: Record<DataRequestChannel, string> = {
  'e-posta': 'E-posta',
  'iletisim-formu': 'İletişim Formu',
  'uye-paneli': 'Hesabım',
};

export const DATA_REQUEST_STATUSES = ['acik', 'tamamlandi', 'reddedildi'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  acik: 'Açık',
  tamamlandi: 'Tamamlandı',
  reddedildi: 'Reddedildi',
};

export const DATA_REQUEST_MSG = {
  kind: 'Talep türünü seçin.',
  channel: 'Talebin geldiği kanalı seçin.',
  name: 'Başvuranın adını girin.',
  email: 'Geçerli bir e-posta adresi girin.',
  receivedOn: 'Talebin geldiği tarihi girin.',
  future: 'Talebin geldiği tarih bugünden sonra olamaz.',
  added: 'Veri talebi kaydedildi.',
  notFound: 'Veri talebi bulunamadı.',
  closed: 'Bu veri talebi kapatılmış.',
  noMember: 'Bu talep bir üyeyle ilişkilendirilmemiş.',
  memberGone: 'Üye bulunamadı ya da silinmiş.',
  outcome: 'Sonucu seçin.',
  done: 'Veri talebi kapatıldı.',
  erased: 'Üyelik silindi. Kişisel veriler birkaç saniye içinde silinir.',
  exportAsked: 'Üyenin verileri hazırlanıyor; hazır olduğunda üye Gizlilik ve İzinler sayfasından indirebilir.',
  /** the answer a member's own erasure closes its request with */
  selfErased: 'Üye hesabını Hesabım > Gizlilik ve İzinler sayfasından kendisi sildi.',
} as const;

export const zDataRequest = z.object({
  id: z.number(),
  kind: z.enum(DATA_REQUEST_KINDS),
  channel: z.enum(DATA_REQUEST_CHANNELS),
  requesterName: z.string(),
  requesterEmail: z.string(),
  /** the member it is about, when known (an erased member keeps its number) */
  memberId: z.number().nullable(),
  /** whether that member still has an account (not erased) */
  memberPresent: z.boolean(),
  note: z.string(),
  receivedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  closedAt: z.string().nullable(),
  /** the administrator's user name; null: closed by the site (a member's own erasure) or still open */
  closedBy: z.string().nullable(),
  answer: z.string(),
});
export type DataRequest = z.infer<typeof zDataRequest>;

/** A cursor of the queue: the row's order time (deadline of an open one, closing of a closed one) in ms, and id. */
export const zDataRequestCursor = z
  .string(CURSOR_MSG)
  .regex(/^\d{1,15}-\d{1,10}$/, { error: CURSOR_MSG })
  .refine((s) => Number(s.split('-')[1]) >= 1 && Number(s.split('-')[1]) <= 2_147_483_647, { error: CURSOR_MSG });
export const dataRequestCursorOf = (s: string) => {
  const [at, id] = s.split('-').map(Number);
  return { at: new Date(at), id };
};

/** GET /adn_api/v2/data-requests?state=: open requests, the nearest deadline first; or closed ones, newest first. */
export const getDataRequests = defineCall({
  method: 'GET',
  path: '/adn_api/v2/data-requests',
  summary: 'Veri talepleri (KVKK)',
  operationId: 'getDataRequests',
  auth: 'admin',
  request: {
    query: zCursorQueryOf(zDataRequestCursor).extend({
      state: z.enum(['open', 'closed']).optional().catch(undefined),
    }),
  },
  response: zCursorPage(zDataRequest),
});

export const zNewDataRequest = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: DATA_REQUEST_MSG.kind }),
  channel: z.enum(['e-posta', 'iletisim-formu'], { error: DATA_REQUEST_MSG.channel }),
  requesterName: zTextOver(0, DATA_REQUEST_MSG.name, 200),
  requesterEmail: zTextOver(0, DATA_REQUEST_MSG.email, MAX_LENGTH.email).pipe(
    z.string().overwrite(normalizeEmail).regex(EMAIL_PATTERN, { error: DATA_REQUEST_MSG.email }),
  ),
  /** the day it was received (YYYY-MM-DD); the deadline runs from it */
  receivedOn: zDay(DATA_REQUEST_MSG.receivedOn),
  note: zOptionalText(MAX_LENGTH.text),
});
export type NewDataRequest = z.output<typeof zNewDataRequest>;

/**
 * POST /adn_api/v2/data-requests: a request received by e-mail or the contact form, logged; it is linked to the
 * member whose e-mail it names, when there is one.
 */
export const addDataRequest = defineCall({
  method: 'POST',
  path: '/adn_api/v2/data-requests',
  summary: 'Veri talebi kaydet',
  operationId: 'addDataRequest',
  auth: 'admin',
  request: { body: zNewDataRequest },
  response: zDataRequest,
});

/** POST /adn_api/v2/data-requests/{id}/close: 'Tamamlandı' or 'Reddedildi', with the answer given. */
export const closeDataRequest = defineCall({
  method: 'POST',
  path: '/adn_api/v2/data-requests/:id/close',
  summary: 'Veri talebini kapat',
  operationId: 'closeDataRequest',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z.object({
      status: z.enum(['tamamlandi', 'reddedildi'], { error: DATA_REQUEST_MSG.outcome }),
      answer: zOptionalText(MAX_LENGTH.text),
    }),
  },
  response: zDataRequest,
});

/** POST /adn_api/v2/data-requests/{id}/erase: 'Üyeliği Sil', the member's erasure as its own 'Hesabımı Sil' runs. */
export const eraseDataRequestMember = defineCall({
  method: 'POST',
  path: '/adn_api/v2/data-requests/:id/erase',
  summary: 'Talebin üyesini sil',
  operationId: 'eraseDataRequestMember',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** POST /adn_api/v2/data-requests/{id}/export: 'Verilerini Hazırla', the member's ZIP made for it to download. */
export const prepareDataRequestExport = defineCall({
  method: 'POST',
  path: '/adn_api/v2/data-requests/:id/export',
  summary: 'Talebin üyesinin verilerini hazırla',
  operationId: 'prepareDataRequestExport',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});
