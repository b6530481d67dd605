import { categoryTreeQuery } from '../../../features/catalog/api/get-category-tree';
import { CreateRequestForm } from '../../../features/requests/components/create-request-form';
import { queryClient } from '../../query-client';

/** The tree is awaited so that a visitor's draft shows in its sector, category and product at once. */
export async function loader() {
  await queryClient.prefetchQuery(categoryTreeQuery());
  return null;
}

/** /account-d-detay-taleplerim-olustur: the create-request form, started from the visitor's draft. */
export function Component() {
  return <CreateRequestForm />;
}
