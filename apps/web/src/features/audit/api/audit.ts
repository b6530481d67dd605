// The audit log's calls (/adminimt/denetim): a search paged by cursor, the administrators to search by, and the CSV.
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { type AuditFilter, exportAuditLog, getAuditLog } from '@tedarik/contract/audit/admin';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/** The search as the screen holds it: each part a string, '' for none. */
export type AuditSearch = Record<'adminId' | 'action' | 'targetType' | 'targetId' | 'from' | 'to', string>;
export const NO_SEARCH: AuditSearch = { adminId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The parts given, as the call's query. */
const queryOf = (s: AuditSearch) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v.trim() !== '')) as AuditFilter;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  search: (s: AuditSearch) => [...auditKeys.all, 'search', s] as const,
};

/** GET /adn_api/v2/audit?… → the rows of the search, newest first, 50 a page. */
export const auditQuery = (s: AuditSearch) =>
  infiniteQueryOptions({
    queryKey: auditKeys.search(s),
    queryFn: ({ pageParam }) => call(getAuditLog, { query: { ...queryOf(s), cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

/** The administrators to search by. */

/** GET /adn_api/v2/audit/export?… → every row of the search, saved as 'denetim-kaydi.csv'. */
export const useExportAudit = () =>
  useMutation({
    mutationFn: async (s: AuditSearch) => {
      const file = await callFile(exportAuditLog, { query: queryOf(s) });
      saveFile(file.blob, file.fileName ?? 'denetim-kaydi.csv');
    },
  });
