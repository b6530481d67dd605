import {
  changeOwnRequest,
  createRequest,
  editRequest,
  getOwnFinishedRequests,
  getOwnRequest,
  getOwnRequests,
} from '@tedarik/contract/requests/member';
import { createDeskRequest } from '@tedarik/contract/requests/member-desk';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import * as files from '../attachments/service';
import { membersSeeingRequest, ownerRequestDetail } from '../offers/service';
import { toOwnRequestDetail } from '../offers/wire';
import * as own from './own';
import { fromRequestFields, ownRequestAction, toEditedRequest, toOwnItem } from './wire';

export const requestsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const detail = async (memberId: number, id: number) => toOwnRequestDetail(await ownerRequestDetail(db, memberId, id));

  route(app, createRequest, async (req) => {
    const id = await own.createRequest(ctx, req.memberId, fromRequestFields(req.body), undefined, req.ip);
    // in its owner's list and the back-office's only: the companies see it once it is approved (a back-office write)
    req.changed(tag.member(req.memberId), tag.admin);
    return { id };
  });
  // the v2 call (issue 37): the same request, sealed ('Kapalı Zarf') and / or capped, in its one insert
  route(app, createDeskRequest, async (req) => {
    const { draftFiles, ...input } = req.body;
    // the files picked while the form was filled are attached in the request's own transaction (issue 47 item 21)
    const along: own.AlongWithRequest | undefined = draftFiles.length
      ? (tx, id) => files.claimRequestFiles(tx, req.memberId, id, draftFiles)
      : undefined;
    const id = await own.createRequest(ctx, req.memberId, input, along, req.ip);
    req.changed(tag.member(req.memberId), tag.admin);
    return { id };
  });
  route(app, getOwnRequests, async (req) => (await own.ownRequests(db, req.memberId, false)).map(toOwnItem), {
    cache: ownRead,
  });
  route(app, getOwnFinishedRequests, async (req) => (await own.ownRequests(db, req.memberId, true)).map(toOwnItem), {
    cache: ownRead,
  });
  // its offers change with writes that name the owner (an offer, a revision, an acceptance, a rating, the sealed
  // offers' opening), as its list does: cached for the owner as the comparison of the same offers is
  route(app, getOwnRequest, (req) => detail(req.memberId, req.params.id), { cache: ownRead });
  route(app, changeOwnRequest, async (req) => {
    await own.changeOwnRequest(ctx, req.memberId, req.params.id, ownRequestAction(req.body));
    // stopped, published or finished: on the public lists, and in its owner's and every offerer's lists
    const seeing = await membersSeeingRequest(db, req.params.id);
    req.changed(...seeing.map(tag.member), tag.public, tag.admin);
    return detail(req.memberId, req.params.id);
  });
  // v2 (issue 37): the v2 body is the service's input; a request that could be edited had no offers and was not
  // public, so only its owner's lists and the back-office's change, as with a new one
  route(app, editRequest, async (req) => {
    const edited = await own.editRequest(ctx, req.memberId, req.params.id, req.body);
    req.changed(tag.member(req.memberId), tag.admin);
    return toEditedRequest(edited);
  });
};
