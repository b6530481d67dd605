import { useQuery } from '@tanstack/react-query';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { EditRequest } from '../../../features/requests/components/edit-request';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-talep-duzenle-{id}: my waiting or rejected request in the create-request form, filled in, to send
 * back to moderation (in the member frame).
 */
export function Component() {
  const id = Number(useSegment().params.id);
  const tree = useQuery(categoryLinksQuery());
  return <EditRequest id={id} tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
