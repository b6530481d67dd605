// The member's v2 calls of attached files (contract: attachments/member.ts). A write changes no cached answer (no
// list the cache keeps shows files), so each names nothing but itself. Bytes in and out go through the private-files
// module (decision 0044).
import {
  ATTACHMENT_MSG,
  addDraftFile,
  addRequestFile,
  deleteDraftFile,
  deleteFile,
  downloadFile,
  getOfferFiles,
  getRequestFiles,
  getRequestOfferFiles,
  setOfferFile,
} from '@tedarik/contract/attachments/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { uploadOf } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as files from './service';
import { toAttachment, toAttachmentList, toDraftFile } from './wire';

const { uploadOptions, send } = PRIVATE_FILES.attachments;
/** An upload: its size, and how many a member may send (each call counted apart), like the messages' files. */
const UPLOAD = { config: { ...uploadOptions.config, ...memberLimit(60, '10 minutes') } };

export const attachmentsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  route(
    app,
    addRequestFile,
    async (req) => {
      req.changed();
      return toAttachment(await files.addRequestFile(ctx, req.memberId, req.params.id, await uploadOf(req)));
    },
    UPLOAD,
  );
  route(app, getRequestFiles, async (req) =>
    toAttachmentList(await files.requestFiles(db, req.memberId, req.params.id)),
  );
  route(app, getRequestOfferFiles, async (req) =>
    toAttachmentList(await files.requestOfferFiles(db, req.memberId, req.params.id)),
  );
  route(
    app,
    setOfferFile,
    async (req) => {
      req.changed();
      return toAttachment(await files.setOfferFile(ctx, req.memberId, req.params.id, await uploadOf(req)));
    },
    UPLOAD,
  );
  route(app, getOfferFiles, async (req) => toAttachmentList(await files.offerFiles(db, req.memberId, req.params.id)));
  route(app, downloadFile, async (req, reply) =>
    send(reply, ctx.storage, await files.memberFile(db, req.memberId, req.params.id)),
  );
  // a file picked while a request or an offer is written: the member's until the save claims it (issue 47 item 21)
  route(
    app,
    addDraftFile,
    async (req) => {
      req.changed();
      return toDraftFile(await files.addDraftFile(ctx, req.memberId, await uploadOf(req)));
    },
    uploadOptions,
  );
  route(app, deleteDraftFile, async (req) => {
    req.changed();
    await files.deleteDraftFile(ctx, req.memberId, req.params.id);
    return { message: ATTACHMENT_MSG.deleted };
  });
  route(app, deleteFile, async (req) => {
    req.changed();
    await files.deleteFile(ctx, req.memberId, req.params.id);
    return { message: ATTACHMENT_MSG.deleted };
  });
};
