// 'Verilerimi İndir' (/hesabim/gizlilik): the member's ZIPs of the last day, asked for, downloaded once. One being
// made is looked at again every two seconds until it is ready (it is made in the background).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDataExport,
  type DataExport,
  downloadDataExport,
  getDataExports,
} from '@tedarik/contract/privacy/member';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';

const dataExportKeys = { mine: (v: string | null) => ['member', 'data-exports', v] as const };

/** GET /api/v2/privacy/data-exports */
export const myDataExportsQuery = () =>
  queryOptions({
    queryKey: dataExportKeys.mine(viewer()),
    queryFn: () => call(getDataExports, {}),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'pending') ? 2000 : false),
  });

/** POST /api/v2/privacy/data-exports */
export function useAskDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(createDataExport, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.mine(viewer()) }),
  });
}

/** GET /api/v2/privacy/data-exports/{id}/file, saved under its name; the list then shows it downloaded */
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: DataExport) => {
      const { blob, fileName } = await callFile(downloadDataExport, { params: { id: file.id } });
      saveFile(blob, fileName ?? 'tedarik-verilerim.zip');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.mine(viewer()) }),
  });
}
