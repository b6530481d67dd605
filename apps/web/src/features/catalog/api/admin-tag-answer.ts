import type { QueryClient } from '@tanstack/react-query';
import type { CategoryDetail, CategoryNode } from '@tedarik/contract/catalog/admin';
import { catalogAdminKeys } from './admin-keys';

type Tags = CategoryNode['katEtiketlers'];

const withTags = (nodes: CategoryNode[], categoryId: number, tags: Tags): CategoryNode[] =>
  nodes.map((node) =>
    node.id === categoryId
      ? { ...node, katEtiketlers: tags }
      : { ...node, altKategoriler: withTags(node.altKategoriler, categoryId, tags) },
  );

/**
 * What a tag write answers: the category's tags. They replace the category's tags in its product pages and in the
 * tree; the flat list is refetched. Tags show only in the back-office.
 */
export function putTagAnswer(queryClient: QueryClient, categoryId: number, tags: Tags) {
  queryClient.setQueriesData<CategoryDetail>({ queryKey: catalogAdminKeys.products(categoryId) }, (detail) =>
    detail ? { ...detail, katEtiketlers: tags } : detail,
  );
  queryClient.setQueryData<CategoryNode[]>(catalogAdminKeys.tree(), (tree) =>
    tree ? withTags(tree, categoryId, tags) : tree,
  );
  return queryClient.invalidateQueries({ queryKey: catalogAdminKeys.flat() });
}
