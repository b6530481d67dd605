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
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as inbox from './service';
import { SUBSCRIBERS_CSV_HEAD, toContactMessage, toSubscriber, toSubscriberCsvLines } from './wire';

export const inboxAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const contactPage = async (page: number) => (await inbox.contactMessagePage(db, page)).map(toContactMessage);
  const subscriberPage = async (page: number, search: string) =>
    (await inbox.subscriberPage(db, page, search)).map(toSubscriber);

  route(app, getUnreadContactCount, () => inbox.unreadContactCount(db));
  route(app, getContactMessages, (req) => contactPage(req.query.sayfa));
  route(app, getContactMessage, async (req) => toContactMessage(await inbox.contactMessage(db, req.params.id)));
  route(app, markContactMessageRead, async (req) => {
    await inbox.markContactMessageRead(db, req.params.id);
    return contactPage(req.query.sayfa);
  });
  route(app, deleteContactMessage, async (req) => {
    await inbox.deleteContactMessage(db, req.params.id);
    return contactPage(req.query.sayfa);
  });

  route(app, getSubscribers, (req) => subscriberPage(req.query.sayfa, req.query.ara));
  route(app, removeSubscriber, async (req) => {
    await inbox.removeSubscriber(db, req.params.id);
    return subscriberPage(req.query.sayfa, req.query.ara);
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
