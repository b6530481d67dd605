import { Anchor, Stack } from '@mantine/core';
import { CONTENT_DEFAULT_SORT, zArticleAdd } from '@tedarik/contract/content/admin';
import { Link, useNavigate } from 'react-router';
import { ImageField } from '../../../ui/admin/image-field';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import { useAddArticle } from '../api/admin-add-article';
import { ArticleFields, type ArticleValues } from './article-fields';
import { contentHref } from './links';

type Values = ArticleValues & { file: File | null };

/**
 * makaleEkle (admin spec §2, §5): image, title, place, text, link and order (5). 'Baslik Girin.', 'Sira Numarasi
 * Girin.' and 'Gorsel Girin.' come together in one alert and nothing is sent; the image goes with its progress; then
 * the list.
 */
export function ArticleAdd() {
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const state = useResourceForm(zArticleAdd, useAddArticle(), {
    initialValues: {
      baslik: '',
      yer: '1',
      metin: '',
      link: '',
      sira: CONTENT_DEFAULT_SORT.article,
      file: null,
    } as Values,
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    onSaved: () => navigate(contentHref.articles),
  });
  const { form } = state;
  return (
    <Stack gap="md">
      <ScreenHeader title="Makale Ekle">
        <Anchor component={Link} to={contentHref.articles} size="sm">
          Makaleler
        </Anchor>
      </ScreenHeader>
      <ResourceForm state={state} aria-label="Makale ekle">
        <ImageField
          label="Görsel"
          required
          value={form.getValues().file}
          onChange={(file) => form.setFieldValue('file', file)}
          progress={state.busy ? upload.progress : null}
        />
        <ArticleFields form={form} />
      </ResourceForm>
    </Stack>
  );
}
