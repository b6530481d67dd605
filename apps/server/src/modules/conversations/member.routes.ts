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
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import * as blocking from './blocking';
import { messageFile } from './message-file';
import * as threads from './service';

export const conversationsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, listConversations, (req) => threads.listConversations(db, req.memberId, req.query), { cache: ownRead });
  route(app, unreadMessages, async (req) => ({ unread: await threads.unreadCount(db, req.memberId) }));
  route(app, requestConversations, async (req) => ({
    items: await threads.requestConversations(db, req.memberId, req.params.id),
  }));
  route(app, writeOnRequest, (req) => {
    req.changed();
    return threads.writeOnRequest(ctx, req.memberId, req.params.id, req.body);
  });
  route(app, conversationMessages, (req) => threads.threadMessages(ctx, req.memberId, req.params.id, req.query));
  route(app, sendMessage, (req) => {
    req.changed();
    return threads.sendMessage(ctx, req.memberId, req.params.id, req.body.text);
  });
  route(
    app,
    sendMessageFile,
    async (req) => {
      req.changed();
      return threads.sendMessage(ctx, req.memberId, req.params.id, req.body.text, await uploadOf(req));
    },
    PRIVATE_FILES.attachments.uploadOptions,
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
  route(app, complainAboutMessage, async (req) => {
    req.changed();
    await blocking.complain(db, req.memberId, req.params.id, req.body);
    return { message: CONVERSATION_MSG.complained };
  });
};
