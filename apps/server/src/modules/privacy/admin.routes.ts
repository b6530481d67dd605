// The back-office's queue of data requests under KVKK (contract: privacy/admin.ts, decision 0072): the Yönetici's
// alone (no other role is named). Each write is in the audit log: the erasure writes its own row in its transaction,
// the others get the admin scope's generic one.
import {
  addDataRequest,
  closeDataRequest,
  DATA_REQUEST_MSG,
  type DataRequest,
  dataRequestCursorOf,
  eraseDataRequestMember,
  getDataRequests,
  prepareDataRequestExport,
} from '@tedarik/contract/privacy/admin';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import * as requests from './data-requests';
import { eraseRequestMember } from './erasure';

const PAGE = 30;

const toDataRequest = (r: requests.DataRequestRow): DataRequest => ({
  id: r.id,
  kind: r.kind as DataRequest['kind'],
  channel: r.channel as DataRequest['channel'],
  requesterName: r.requesterName,
  requesterEmail: r.requesterEmail,
  memberId: r.memberId,
  memberPresent: r.memberPresent,
  note: r.note,
  receivedAt: r.receivedAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  status: r.status as DataRequest['status'],
  closedAt: r.closedAt?.toISOString() ?? null,
  closedBy: r.closedByName,
  answer: r.answer,
});

export const privacyAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // names and addresses of data subjects: each reading is in the audit log
  route(
    app,
    getDataRequests,
    async ({ query }) => {
      const page = await cursorPage(
        query.limit ?? PAGE,
        (take) =>
          requests.dataRequestPage(
            ctx.db,
            query.state ?? 'open',
            take,
            query.cursor === undefined ? undefined : dataRequestCursorOf(query.cursor),
          ),
        (r) => `${requests.cursorTimeOf(r).getTime()}-${r.id}`,
      );
      return { ...page, items: page.items.map(toDataRequest) };
    },
    { audit: 'read' },
  );
  route(app, addDataRequest, async (req) => toDataRequest(await requests.addDataRequest(ctx, req.body)));
  route(app, closeDataRequest, async (req) =>
    toDataRequest(await requests.closeDataRequest(ctx, req.adminId, req.params.id, req.body)),
  );
  route(app, eraseDataRequestMember, async (req) => {
    await eraseRequestMember(ctx, auditOf(req), req.params.id);
    app.tasks.kick();
    return { message: DATA_REQUEST_MSG.erased };
  });
  route(app, prepareDataRequestExport, async (req) => {
    await requests.prepareRequestExport(ctx, req.params.id);
    app.tasks.kick();
    return { message: DATA_REQUEST_MSG.exportAsked };
  });
};
