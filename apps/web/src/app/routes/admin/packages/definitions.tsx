import { DefinitionList } from '../../../../features/packages/admin/definition-list';
import { definitionsQuery } from '../../../../features/packages/api/get-definitions';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(definitionsQuery()));
  return null;
}

/** /adminimt/koleksiyonlar */
export function Component() {
  return <DefinitionList />;
}
