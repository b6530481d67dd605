import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallQuery } from '@tedarik/contract/call';
import { getComparison, getComparisonPdf, getComparisonXlsx } from '@tedarik/contract/offers/member-comparison';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

export type ComparisonQuery = CallQuery<typeof getComparison>;

/** GET /api/v2/requests/{id}/comparison: the offers side by side; the table stays while another KDV mode loads. */
export const comparisonQuery = (requestId: number, query: ComparisonQuery) =>
  queryOptions({
    queryKey: offerKeys.comparison(viewer(), requestId, query),
    queryFn: () => call(getComparison, { params: { id: requestId }, query }),
    placeholderData: keepPreviousData,
  });

/** The same table as a workbook or a PDF, saved under the name the server gives it. */
export async function downloadComparison(requestId: number, query: ComparisonQuery, kind: 'xlsx' | 'pdf') {
  const def = kind === 'xlsx' ? getComparisonXlsx : getComparisonPdf;
  const { blob, fileName } = await callFile(def, { params: { id: requestId }, query });
  saveFile(blob, fileName ?? `teklif-karsilastirma-${requestId}.${kind}`);
}
