import type { NotificationList } from '@tedarik/contract/notifications/member';
import type { notificationList } from './service';

export const toNotificationList = ({
  rows,
  unread,
}: Awaited<ReturnType<typeof notificationList>>): NotificationList => ({
  okunmamis: unread,
  liste: rows.map((n) => ({
    id: n.id,
    metin: n.text,
    link: n.link,
    tarih: n.createdAt.toISOString(),
    okundu: n.readAt !== null,
  })),
});
