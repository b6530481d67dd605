import { CONTENT_DEFAULT_SORT, zArticleAdd } from '@tedarik/contract/content/admin';
import { useAddArticle } from '../api/admin-add-article';
import { ArticleFields, type ArticleValues } from './article-fields';
import { ItemAdd } from './item-screens';
import { contentHref } from './links';

type Values = ArticleValues & { file: File | null };

/**
 * makaleEkle (admin spec §2, §5): image, title, place, text, link and order (5). 'Baslik Girin.', 'Sira Numarasi
 * Girin.' and 'Gorsel Girin.' come together in one alert and nothing is sent; the image goes with its progress; then
 * the list.
 */
export function ArticleAdd() {
  return (
    <ItemAdd
      title="Makale Ekle"
      list={{ label: 'Makaleler', to: contentHref.articles }}
      schema={zArticleAdd}
      mutation={useAddArticle()}
      initialValues={
        {
          baslik: '',
          yer: '1',
          metin: '',
          link: '',
          sira: CONTENT_DEFAULT_SORT.article,
          file: null,
        } as Values
      }
      aria-label="Makale ekle"
    >
      {(form) => <ArticleFields form={form} />}
    </ItemAdd>
  );
}
