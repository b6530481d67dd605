// The member's v2 calls of conversations (contract: conversations/member.ts). A member's list of threads is cached for
// it (ownRead); whatever changes a thread (a message, a block, a reading that clears its unread, the administrator's
// closing) names its sides in the service, where they are known (service.ts tellSides), so a route names nothing.
import {
  blockConversation,
  CONVERSATION_MSG,
  complainAboutMessage,
  conversationMessages,
  downloadMessageFile,
  listConversations,
  requestConversations,
  sendMessage,
  sendMessageFile,
  unblockConversation,
  unreadMessages,
  writeOnRequest,
} from '@tedarik/contract/conversations/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { uploadOf } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import * as blocking from './blocking';
import { messageFile } from './message-file';
import * as threads from './service';

/** Messages and complaints a member may send (each call counted apart); a message's file counts as an upload. */
const MESSAGES = { config: memberLimit(30) };
const COMPLAINTS = { config: memberLimit(10, '10 minutes') };
const FILES = { config: { ...PRIVATE_FILES.attachments.uploadOptions.config, ...memberLimit(60, '10 minutes') } };

export const conversationsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, listConversations, (req) => threads.listConversations(db, req.memberId, req.query), { cache: ownRead });
  route(app, unreadMessages, async (req) => ({ unread: await threads.unreadCount(db, req.memberId) }));
  route(app, requestConversations, async (req) => ({
    items: await threads.requestConversations(db, req.memberId, req.params.id),
  }));
  route(
    app,
    writeOnRequest,
    (req) => {
      req.changed();
      return threads.writeOnRequest(ctx, req.memberId, req.params.id, req.body);
    },
    MESSAGES,
  );
  route(app, conversationMessages, (req) => threads.threadMessages(ctx, req.memberId, req.params.id, req.query));
  route(
    app,
    sendMessage,
    (req) => {
      req.changed();
      return threads.sendMessage(ctx, req.memberId, req.params.id, req.body.text);
    },
    MESSAGES,
  );
  route(
    app,
    sendMessageFile,
    async (req) => {
      req.changed();
      return threads.sendMessage(ctx, req.memberId, req.params.id, req.body.text, await uploadOf(req));
    },
    FILES, // the use's uploadOptions (its size) with the member's upload limit (platform/reply.ts memberLimit)
  );
  route(app, downloadMessageFile, async (req, reply) =>
    PRIVATE_FILES.attachments.send(reply, ctx.storage, await messageFile(db, req.memberId, req.params.id)),
  );
  route(app, blockConversation, (req) => {
    req.changed();
    return blocking.block(ctx, req.memberId, req.params.id);
  });
  route(app, unblockConversation, (req) => {
    req.changed();
    return blocking.unblock(ctx, req.memberId, req.params.id);
  });
  route(
    app,
    complainAboutMessage,
    async (req) => {
      req.changed();
      await blocking.complain(db, req.memberId, req.params.id, req.body);
      return { message: CONVERSATION_MSG.complained };
    },
    COMPLAINTS,
  );
};
