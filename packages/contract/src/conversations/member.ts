// Conversations (issue 38 item 1; DESIGN §8): one thread per request and supplier. A company that may offer on a
// request asks before offering ('Soru Sor'); a supplier who offered and the request's owner write to each other.
// Until the buyer accepts an offer of that supplier, what either side writes reaches the other with its contact
// details hidden (masking.ts); the writer sees its own text whole, with what the other side does not see named.
import { z } from 'zod';
import { ATTACHMENT_MSG, zAttachment } from '../attachments/member';
import { defineCall, FILE } from '../call';
import { zFile, zId, zIdParams, zOptionalText, zTextOver } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { MASKED_KINDS, MASKING_NOTICE } from './masking';

/** The longest message. */
export const MAX_MESSAGE = 2000;

export const CONVERSATION_MSG = {
  text: 'Bir mesaj yazın.',
  notFound: 'Konuşma bulunamadı.',
  requestNotFound: 'Talep bulunamadı.',
  supplier: 'Yazmak istediğiniz firmayı seçin.',
  supplierNotFound: 'Bu talebe teklif veren firmalar arasında böyle bir firma yok.',
  ownRequest: 'Kendi talebinize soru soramazsınız.',
  blocked: 'Bu konuşma engellendi; mesaj gönderilemez.',
  closed: 'Bu konuşma Yönetim Paneli tarafından kapatıldı.',
  masked: MASKING_NOTICE,
  messageNotFound: 'Mesaj bulunamadı.',
  ownMessage: 'Kendi mesajınızı şikayet edemezsiniz.',
  complained: 'Şikayetiniz Yönetim Paneline iletildi.',
  notBlocker: 'Engeli yalnızca engelleyen taraf kaldırabilir.',
  /** said once in a thread where the other side's text reached the reader masked (COPY.md) */
  why: 'İletişim bilgileri teklif kabul edilene kadar gizlenir.',
  /** 'Soru Sor' sent */
  asked: 'Sorunuz iletildi.',
  category: 'Şikayetin konusunu seçin.',
  reported: 'Şikayet edildi',
} as const;

/** What a complaint is about ('Şikayet Et'), with the words the member and the administrator read. */
export const COMPLAINT_CATEGORIES = ['spam', 'contact', 'insult', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  spam: 'Spam',
  contact: 'İletişim bilgisi',
  insult: 'Hakaret',
  other: 'Diğer',
};

/** The longest reason of a complaint. */
export const MAX_COMPLAINT_REASON = 500;

const zKinds = z.array(z.enum(MASKED_KINDS));

/** A message as its reader sees it: the other side's text masked until acceptance, one's own whole. */
export const zMessage = z.object({
  id: z.number(),
  mine: z.boolean(),
  text: z.string(),
  /** what of this text the other side does not see (for one's own message) or did not get (for theirs) */
  hidden: zKinds,
  /** its file (downloaded through /api/v2/messages/{id}/file); its name masked as the text until acceptance */
  file: zAttachment.nullable(),
  /** the reader reported it ('Şikayet Et') */
  reported: z.boolean(),
  createdAt: z.string(), // ISO date and time
});
export type Message = z.infer<typeof zMessage>;

/** A thread in a list: who it is with (the company masked for the buyer until acceptance), its last message, unread. */
export const zConversation = z.object({
  id: z.number(),
  requestId: z.number(),
  requestTitle: z.string(),
  /** 'buyer' when the reader is the request's owner, 'supplier' otherwise */
  side: z.enum(['buyer', 'supplier']),
  /** the other side's name as the reader may see it */
  with: z.string(),
  /** whether the buyer accepted an offer of this supplier: nothing is masked any more */
  accepted: z.boolean(),
  lastMessage: zMessage.nullable(),
  unread: z.number(),
  blocked: z.boolean(),
  /** the reader blocked it: only that side may lift the block ('Engeli Kaldır') */
  blockedByMe: z.boolean(),
  closed: z.boolean(),
});
export type Conversation = z.infer<typeof zConversation>;

const zSend = z.object({ text: zTextOver(0, CONVERSATION_MSG.text, MAX_MESSAGE) });

/** GET /api/v2/conversations: the member's threads, the newest message first ('Mesajlar'). */
export const listConversations = defineCall({
  method: 'GET',
  path: '/api/v2/conversations',
  summary: 'Mesajlarım',
  operationId: 'listConversations',
  auth: 'member',
  request: { query: zCursorQuery },
  response: zCursorPage(zConversation),
});

/** GET /api/v2/conversations/unread: how many messages the member has not read, over all its threads. */
export const unreadMessages = defineCall({
  method: 'GET',
  path: '/api/v2/conversations/unread',
  summary: 'Okunmamış mesaj sayısı',
  operationId: 'unreadMessages',
  auth: 'member',
  response: z.object({ unread: z.number() }),
});

/** GET /api/v2/requests/{id}/conversations: the request's threads (its owner: all; a supplier: its own). */
export const requestConversations = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/conversations',
  summary: 'Talebin yazışmaları',
  operationId: 'requestConversations',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ items: z.array(zConversation) }),
});

/**
 * POST /api/v2/requests/{id}/conversations: writes to the request's thread with a supplier, opening it when there is
 * none: a supplier asks ('Soru Sor'; no `supplierId`), the owner writes to a supplier who offered (`supplierId`) or
 * to the supplier of one of the request's offers (`offerId`: 'Mesaj Yaz' on an offer, whose supplier the owner does
 * not know until it accepts it).
 */
export const writeOnRequest = defineCall({
  method: 'POST',
  path: '/api/v2/requests/:id/conversations',
  summary: 'Talep üzerine yaz',
  operationId: 'writeOnRequest',
  auth: 'member',
  request: {
    params: zIdParams,
    body: zSend.extend({
      supplierId: zId(CONVERSATION_MSG.supplier).optional(),
      offerId: zId(CONVERSATION_MSG.supplier).optional(),
    }),
  },
  response: z.object({ conversation: zConversation, message: zMessage, notice: z.string().nullable() }),
});

/** GET /api/v2/conversations/{id}/messages: a page of the thread's messages, newest first; reading marks them read. */
export const conversationMessages = defineCall({
  method: 'GET',
  path: '/api/v2/conversations/:id/messages',
  summary: 'Yazışmanın mesajları',
  operationId: 'conversationMessages',
  auth: 'member',
  request: { params: zIdParams, query: zCursorQuery },
  response: zCursorPage(zMessage).extend({ conversation: zConversation }),
});

/** POST /api/v2/conversations/{id}/messages: writes in the thread; `notice` tells the writer what was hidden. */
export const sendMessage = defineCall({
  method: 'POST',
  path: '/api/v2/conversations/:id/messages',
  summary: 'Mesaj gönder',
  operationId: 'sendMessage',
  auth: 'member',
  request: { params: zIdParams, body: zSend },
  response: z.object({ message: zMessage, notice: z.string().nullable() }),
});

/**
 * POST /api/v2/conversations/{id}/files (multipart `file`, optional `text`): a message with one file, of the decision
 * desk's kinds and size (attachments/member.ts).
 */
export const sendMessageFile = defineCall({
  method: 'POST',
  path: '/api/v2/conversations/:id/files',
  summary: 'Dosyalı mesaj gönder',
  operationId: 'sendMessageFile',
  auth: 'member',
  request: {
    params: zIdParams,
    body: z.object({ file: zFile(ATTACHMENT_MSG.file), text: zOptionalText(MAX_MESSAGE) }),
    encoding: 'multipart',
  },
  response: z.object({ message: zMessage, notice: z.string().nullable() }),
});

/** GET /api/v2/messages/{id}/file: a message's file, as an attachment, under the name its reader may see. */
export const downloadMessageFile = defineCall({
  method: 'GET',
  path: '/api/v2/messages/:id/file',
  summary: 'Mesajın dosyasını indir',
  operationId: 'downloadMessageFile',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});

/** POST /api/v2/conversations/{id}/block: a side blocks the thread: nobody writes in it any more. */
export const blockConversation = defineCall({
  method: 'POST',
  path: '/api/v2/conversations/:id/block',
  summary: 'Yazışmayı engelle',
  operationId: 'blockConversation',
  auth: 'member',
  request: { params: zIdParams },
  response: zConversation,
});

/** DELETE /api/v2/conversations/{id}/block: the side that blocked the thread lifts it. */
export const unblockConversation = defineCall({
  method: 'DELETE',
  path: '/api/v2/conversations/:id/block',
  summary: 'Yazışmanın engelini kaldır',
  operationId: 'unblockConversation',
  auth: 'member',
  request: { params: zIdParams },
  response: zConversation,
});

/** POST /api/v2/messages/{id}/complaint: 'Şikayet Et' on a message of the other side, to the back-office's queue. */
export const complainAboutMessage = defineCall({
  method: 'POST',
  path: '/api/v2/messages/:id/complaint',
  summary: 'Mesajı şikayet et',
  operationId: 'complainAboutMessage',
  auth: 'member',
  request: {
    params: zIdParams,
    body: z.object({
      reason: zOptionalText(MAX_COMPLAINT_REASON),
      // 'diğer' when a client names none (the form asks for one)
      category: z.enum(COMPLAINT_CATEGORIES, CONVERSATION_MSG.category).default('other'),
    }),
  },
  response: z.object({ message: z.string() }),
});

/** 'Şikayet Et' as the form asks it: what the complaint is about is chosen (the call takes 'diğer' without one). */
export const zComplaintForm = complainAboutMessage.request.body.extend({
  category: z.enum(COMPLAINT_CATEGORIES, CONVERSATION_MSG.category),
});
