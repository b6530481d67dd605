import { useQuery } from '@tanstack/react-query';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { RequestDraftForm } from '../../../features/requests/components/request-draft-form';
import type { RequestDraft } from '../../../features/requests/draft';

/**
 * The island of /teklif-Olustur (app/island-table.ts): the visitor's request form over the catalogue's tree, from
 * `start` when no draft is stored (a landing page's category, create-request.tsx).
 */
export function VisitorRequestForm(props: { start?: RequestDraft }) {
  const tree = useQuery(categoryLinksQuery());
  return <RequestDraftForm {...props} tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
