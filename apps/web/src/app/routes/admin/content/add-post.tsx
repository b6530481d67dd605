import { PostAdd } from '../../../../features/content/admin/post-add';

/** /adminimt/blogekle */
export function Component() {
  return <PostAdd />;
}
