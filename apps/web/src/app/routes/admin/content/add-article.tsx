import { ArticleAdd } from '../../../../features/content/admin/article-add';

/** /adminimt/makaleEkle */
export function Component() {
  return <ArticleAdd />;
}
