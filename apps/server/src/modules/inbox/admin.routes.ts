// The back-office's contact inbox and newsletter list (admin spec §2 iletisim, Bultens; §7 "Contact and newsletter").
import { Readable } from 'node:stream';
import {
  deleteContactMessage,
  exportSubscribersCsv,
  getContactMessage,
  getContactMessages,
  getSubscribers,
  getUnreadContactCount,
  markContactMessageRead,
  removeSubscriber,
} from '@tedarik/contract/inbox/admin';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { upToCeiling } from '../../platform/unpaged';
import * as inbox from './service';
import { SUBSCRIBERS_CSV_HEAD, toContactMessage, toSubscriber, toSubscriberCsvLines } from './wire';

export const inboxAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // a page, or without one the whole list (up to the ceiling, the total in a header past it), as the spec's lists
  const contactPage = async (reply: FastifyReply, page: number | undefined) =>
    (await upToCeiling(reply, await inbox.contactMessagePage(db, page), () => inbox.contactMessageCount(db))).map(
      toContactMessage,
    );
  const subscriberPage = async (reply: FastifyReply, page: number | undefined, search: string) =>
    (
      await upToCeiling(reply, await inbox.subscriberPage(db, page, search), () => inbox.subscriberCount(db, search))
    ).map(toSubscriber);

  route(app, getUnreadContactCount, () => inbox.unreadContactCount(db));
  route(app, getContactMessages, (req, reply) => contactPage(reply, req.query.sayfa));
  route(app, getContactMessage, async (req) => toContactMessage(await inbox.contactMessage(db, req.params.id)));
  route(app, markContactMessageRead, async (req, reply) => {
    await inbox.markContactMessageRead(db, req.params.id);
    return contactPage(reply, req.query.sayfa);
  });
  route(app, deleteContactMessage, async (req, reply) => {
    await inbox.deleteContactMessage(db, req.params.id);
    return contactPage(reply, req.query.sayfa);
  });

  route(app, getSubscribers, (req, reply) => subscriberPage(reply, req.query.sayfa, req.query.ara));
  route(app, removeSubscriber, async (req, reply) => {
    await inbox.removeSubscriber(db, req.params.id);
    return subscriberPage(reply, req.query.sayfa, req.query.ara);
  });
  // streamed in batches: a list of any length is never held in memory whole
  route(app, exportSubscribersCsv, (req, reply) => {
    async function* lines() {
      yield SUBSCRIBERS_CSV_HEAD;
      for await (const rows of inbox.allSubscribers(db, req.query.ara)) yield toSubscriberCsvLines(rows);
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="bulten-aboneleri.csv"')
      .send(Readable.from(lines()));
  });
};
