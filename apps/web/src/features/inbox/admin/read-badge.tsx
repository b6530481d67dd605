import { StateBadge } from '../../../ui/admin/status';

/** A contact message's state (admin spec §4): unread with a red mark, read in grey. */
export function ReadBadge({ read }: { read: boolean }) {
  return <StateBadge color={read ? 'gray' : 'red'}>{read ? 'Okundu' : 'Okunmadı'}</StateBadge>;
}
