// The back-office's view of conversations (issue 38 items 3 and 6): the complaints' queue ('Şikayetler'), any thread
// with the originals behind masking marked, closing a thread, and the audit of who read which thread.
import { z } from 'zod';
import { zAttachment } from '../attachments/member';
import { defineCall } from '../call';
import { zIdParams } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { MASKED_KINDS } from './masking';
import { COMPLAINT_CATEGORIES } from './member';

export const zAdminMessage = z.object({
  id: z.number(),
  /** 'buyer' or 'supplier' */
  from: z.enum(['buyer', 'supplier']),
  /** the text as it was written */
  text: z.string(),
  /** what the other side did not see of it (masked before acceptance) */
  hidden: z.array(z.enum(MASKED_KINDS)),
  /** its file, under the name it was sent with (downloaded through /adn_api/v2/files/{id}) */
  file: zAttachment.nullable(),
  createdAt: z.string(),
});

export const zAdminThread = z.object({
  id: z.number(),
  requestId: z.number(),
  requestTitle: z.string(),
  buyer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  supplier: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  accepted: z.boolean(),
  blocked: z.boolean(),
  /** which side blocked it (only that side lifts the block), null when it is not blocked */
  blockedBy: z.enum(['buyer', 'supplier']).nullable(),
  closedAt: z.string().nullable(),
});

export const zComplaint = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** the request the thread is about, named as its threads name it (its catalog product) */
  requestId: z.number(),
  requestTitle: z.string(),
  messageId: z.number(),
  /** the reported message as it was written */
  text: z.string(),
  reason: z.string(),
  /** what the member said it is about */
  category: z.enum(COMPLAINT_CATEGORIES),
  /** who complained: the other side of the message's writer */
  by: z.object({ id: z.number(), name: z.string() }),
  /** the message's writer (the one the administrator may stop) */
  about: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

export const zAudit = z.object({
  admin: z.string().nullable(),
  action: z.enum(['read', 'closed', 'dismissed']),
  createdAt: z.string(),
});

/** GET /adn_api/v2/complaints: the open complaints, oldest first (`?all=1`: the resolved ones too, newest first). */
export const listComplaints = defineCall({
  method: 'GET',
  path: '/adn_api/v2/complaints',
  summary: 'Şikayetler',
  operationId: 'listComplaints',
  auth: 'admin',
  request: { query: zCursorQuery.extend({ all: z.enum(['0', '1']).optional() }) },
  response: zCursorPage(zComplaint),
});

/** GET /adn_api/v2/conversations/{id}: a thread whole, its originals marked; the reading is audited. */
export const getConversationAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/conversations/:id',
  summary: 'Yazışmanın tamamı (yönetim)',
  operationId: 'getConversationAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ thread: zAdminThread, messages: z.array(zAdminMessage), audit: z.array(zAudit) }),
});

/** POST /adn_api/v2/conversations/{id}/close: closes the thread (nobody writes any more) and its complaints. */
export const closeConversation = defineCall({
  method: 'POST',
  path: '/adn_api/v2/conversations/:id/close',
  summary: 'Yazışmayı kapat',
  operationId: 'closeConversation',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** POST /adn_api/v2/complaints/{id}/dismiss: the complaint is unfounded; the thread stays open. */
export const dismissComplaint = defineCall({
  method: 'POST',
  path: '/adn_api/v2/complaints/:id/dismiss',
  summary: 'Şikayeti yersiz bul',
  operationId: 'dismissComplaint',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

export const CONVERSATION_ADMIN_MSG = {
  closed: 'Konuşma kapatıldı; şikayetleri sonuçlandı.',
  dismissed: 'Şikayet sonuçlandı; konuşma açık kaldı.',
  notFound: 'Konuşma bulunamadı.',
  complaintNotFound: 'Şikayet bulunamadı.',
} as const;
