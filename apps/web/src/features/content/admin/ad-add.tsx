import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_DEFAULT_SORT, zAdAdd } from '@tedarik/contract/content/admin';
import { Link, useNavigate } from 'react-router';
import { ImageField } from '../../../ui/admin/image-field';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import { QueryError } from '../../../ui/query-error';
import { useAddAd } from '../api/admin-add-ad';
import { adTypesQuery } from '../api/admin-get-ad-types';
import { AdFields, type AdValues } from './ad-fields';
import { contentHref } from './links';

type Values = AdValues & { file: File | null };

/**
 * reklamEkle and reklamekle (admin spec §2, §5): image, title, place (from the type list, loaded without
 * credentials), link and order (5). The messages come together in one alert and nothing is sent; then the list.
 */
export function AdAdd() {
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const types = useQuery(adTypesQuery());
  const state = useResourceForm(zAdAdd, useAddAd(), {
    initialValues: { baslik: '', tip: null, link: '', sira: CONTENT_DEFAULT_SORT.ad, file: null } as Values,
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    onSaved: () => navigate(contentHref.ads),
  });
  const { form } = state;
  return (
    <Stack gap="md">
      <ScreenHeader title="Reklam Ekle">
        <Anchor component={Link} to={contentHref.ads} size="sm">
          Reklamlar
        </Anchor>
      </ScreenHeader>
      {types.error && <QueryError error={types.error} />}
      <ResourceForm state={state} aria-label="Reklam ekle">
        <ImageField
          label="Görsel"
          required
          value={form.getValues().file}
          onChange={(file) => form.setFieldValue('file', file)}
          progress={state.busy ? upload.progress : null}
        />
        <AdFields form={form} types={types.data} />
      </ResourceForm>
    </Stack>
  );
}
