import { Anchor, Stack } from '@mantine/core';
import { CONTENT_DEFAULT_SORT, zSlideAdd } from '@tedarik/contract/content/admin';
import { Link, useNavigate } from 'react-router';
import { ImageField } from '../../../ui/admin/image-field';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import { useAddSlide } from '../api/admin-add-slide';
import { contentHref } from './links';
import { SlideFields, type SlideValues } from './slide-fields';

type Values = SlideValues & { file: File | null };

/**
 * slideEkle (admin spec §2, §5): image, title, text, link and order (5). 'Baslik Girin.', 'Sira Numarasi Girin.' and
 * 'Gorsel Girin.' come together in one alert and nothing is sent; the image goes with its progress; then the list.
 */
export function SlideAdd() {
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const state = useResourceForm(zSlideAdd, useAddSlide(), {
    initialValues: {
      baslik: '',
      basliken: '',
      metin: '',
      link: '',
      sira: CONTENT_DEFAULT_SORT.slide,
      file: null,
    } as Values,
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    onSaved: () => navigate(contentHref.slides),
  });
  const { form } = state;
  return (
    <Stack gap="md">
      <ScreenHeader title="Slayt Ekle">
        <Anchor component={Link} to={contentHref.slides} size="sm">
          Slaytlar
        </Anchor>
      </ScreenHeader>
      <ResourceForm state={state} aria-label="Slayt ekle">
        <ImageField
          label="Görsel"
          required
          value={form.getValues().file}
          onChange={(file) => form.setFieldValue('file', file)}
          progress={state.busy ? upload.progress : null}
        />
        <SlideFields form={form} />
      </ResourceForm>
    </Stack>
  );
}
