import type { CallResult } from '@tedarik/contract/call';
import type { getConversationAdmin } from '@tedarik/contract/conversations/admin';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';

type Entry = CallResult<typeof getConversationAdmin>['audit'][number];
/** an entry and its place in the list: the same administrator may read twice within a second */
type Audit = Entry & { at: number };

const ACTION: Record<Entry['action'], string> = {
  read: 'Okudu',
  closed: 'Konuşmayı kapattı',
  dismissed: 'Şikayeti reddetti',
};

const COLUMNS: Column<Audit>[] = [
  { header: 'Yönetici', cell: (a) => a.admin ?? 'Silinmiş yönetici' },
  { header: 'İşlem', cell: (a) => ACTION[a.action] },
  { header: 'Tarih', cell: (a) => formatDate(a.createdAt, true), nowrap: true },
];

/**
 * Who of the back-office read, closed or dismissed on this thread, and when, newest first (the last 100): the server
 * writes every reading, this one included.
 */
export function ThreadAudit({ audit }: { audit: readonly Entry[] }) {
  return (
    <ResourceTable
      label="İşlem kayıtları"
      columns={COLUMNS}
      rows={audit.map((entry, at) => ({ ...entry, at }))}
      rowKey={(a) => a.at}
      // fits a phone whole: a table that scrolls sideways without a link in it is out of a keyboard's reach
      minWidth={300}
    />
  );
}
