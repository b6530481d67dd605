// The member's v2 calls of attached files (contract: attachments/member.ts). A write changes no cached answer (no
// list the cache keeps shows files), so each names nothing but itself.
import {
  ATTACHMENT_MSG,
  addRequestFile,
  deleteFile,
  downloadFile,
  getOfferFiles,
  getRequestFiles,
  getRequestOfferFiles,
  setOfferFile,
} from '@tedarik/contract/attachments/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { bytesOf } from '../../platform/images';
import { type CallRequest, route } from '../../platform/route';
import * as files from './service';
import { sendFile, toAttachment, toAttachmentList, UPLOAD_OPTIONS } from './wire';

const uploadOf = async (req: CallRequest<typeof addRequestFile>): Promise<files.Upload> => ({
  bytes: await bytesOf(req.body.file),
  name: req.fileNames?.file,
});

export const attachmentsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  route(
    app,
    addRequestFile,
    async (req) => {
      req.changed();
      return toAttachment(await files.addRequestFile(ctx, req.memberId, req.params.id, await uploadOf(req)));
    },
    UPLOAD_OPTIONS,
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
    UPLOAD_OPTIONS,
  );
  route(app, getOfferFiles, async (req) => toAttachmentList(await files.offerFiles(db, req.memberId, req.params.id)));
  route(app, downloadFile, async (req, reply) => {
    const file = await files.memberFile(db, req.memberId, req.params.id);
    return sendFile(reply, file, await files.openFile(ctx, file));
  });
  route(app, deleteFile, async (req) => {
    req.changed();
    await files.deleteFile(ctx, req.memberId, req.params.id);
    return { message: ATTACHMENT_MSG.deleted };
  });
};
