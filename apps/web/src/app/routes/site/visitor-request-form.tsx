import { useQuery } from '@tanstack/react-query';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { RequestDraftForm } from '../../../features/requests/components/request-draft-form';

/** The island of /teklif-Olustur (app/island-table.ts): the visitor's request form over the catalogue's tree. */
export function VisitorRequestForm() {
  const tree = useQuery(categoryLinksQuery());
  return <RequestDraftForm tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
