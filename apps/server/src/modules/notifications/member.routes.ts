import {
  getAlertNotifications,
  getRequestNotifications,
  markNotificationsRead,
} from '@tedarik/contract/notifications/member';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { markRead, type NotificationList, notificationList } from './service';
import { toNotificationList } from './wire';

export const notificationsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const list = async (memberId: number, kind: NotificationList) =>
    toNotificationList(await notificationList(db, memberId, kind));
  route(app, getRequestNotifications, (req) => list(req.memberId, 'talepler'));
  route(app, getAlertNotifications, (req) => list(req.memberId, 'uyarilar'));
  route(app, markNotificationsRead, async (req) => {
    await markRead(db, req.memberId, req.body.tur);
    // the member's own notifications only: visitors' and other members' cached answers stay
    req.changed(tag.member(req.memberId));
    return 'OK';
  });
};
