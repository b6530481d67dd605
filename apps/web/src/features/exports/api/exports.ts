// The member's spreadsheets (/hesabim/disa-aktar): its files of the last 7 days, asked for, downloaded. A file being
// made is looked at again every two seconds until it is ready (it is made in the background).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExport,
  downloadExport,
  type Export,
  type ExportInput,
  getExports,
} from '@tedarik/contract/exports/member';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';

const exportKeys = { mine: (v: string | null) => ['member', 'exports', v] as const };

/** GET /api/v2/exports */
export const myExportsQuery = () =>
  queryOptions({
    queryKey: exportKeys.mine(viewer()),
    queryFn: () => call(getExports, {}),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'pending') ? 2000 : false),
  });

/** POST /api/v2/exports */
export function useAskExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportInput) => call(createExport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.mine(viewer()) }),
  });
}

/** GET /api/v2/exports/{id}/file, saved under its name */
export async function downloadExportFile(file: Export) {
  const { blob, fileName } = await callFile(downloadExport, { params: { id: file.id } });
  saveFile(blob, fileName ?? file.name ?? `dosya.${file.format}`);
}
