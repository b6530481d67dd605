import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getArticle, zArticleUpdate } from '@tedarik/contract/content/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { adminArticleQuery } from '../api/admin-get-article';
import { useReplaceArticleImage } from '../api/admin-replace-article-image';
import { useUpdateArticle } from '../api/admin-update-article';
import { ArticleFields, type ArticleValues } from './article-fields';
import { ItemDetail, ItemImage, type ItemScreens } from './item-screens';
import { contentHref } from './links';

const ARTICLE: ItemScreens = {
  detail: 'Makale Detayı',
  image: 'Makale Görseli',
  list: { label: 'Makaleler', to: contentHref.articles },
  href: { detail: contentHref.article, image: contentHref.articleImage },
};

/** The article's form: its fields as loaded → 'Güncellendi.'. */
function ArticleEdit({ article }: { article: CallResult<typeof getArticle> }) {
  const { baslik, yer, metin, link, sira } = article;
  const state = useResourceForm(zArticleUpdate, useUpdateArticle(article.id), {
    initialValues: { baslik, yer: String(yer), metin, link, sira } as ArticleValues,
    success: CONTENT_MSG.saved,
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Makaleyi güncelle">
      <ArticleFields form={state.form} />
    </ResourceForm>
  );
}

/** makaledetay-{id} (admin spec §2 "Articles"): the article's fields; links to its image and the list. */
export function ArticleDetail({ id }: { id: number }) {
  const { data, error } = useQuery(adminArticleQuery(id));
  return (
    <ItemDetail screens={ARTICLE} id={id} subtitle={data?.baslik} error={error}>
      {data && <ArticleEdit article={data} />}
    </ItemDetail>
  );
}

/** makaledetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function ArticleImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminArticleQuery(id));
  const replace = useReplaceArticleImage(id);
  return <ItemImage screens={ARTICLE} id={id} item={data} error={error} replace={replace} />;
}
