import { Anchor, Stack } from '@mantine/core';
import { CONTENT_DEFAULT_SORT, CONTENT_MSG, zPageAdd } from '@tedarik/contract/content/admin';
import { Link, useNavigate } from 'react-router';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useAddPage } from '../api/admin-add-page';
import { contentHref } from './links';
import { NO_GROUP, PageFields, type PageValues } from './page-fields';

/** sayfaEkle takes its group, main flag and text capitalised (Kat, Ana, Metin): the legacy form's names. */
const addInput = ({ kat, ana, metin, ...rest }: PageValues) => ({ ...rest, Kat: kat, Ana: ana, Metin: metin });

/** sayfaekle (admin spec §2 "Pages"): title, group, main flag, link, tags, order (5) and text; then the list. */
export function PageAdd() {
  const navigate = useNavigate();
  const state = useResourceForm(zPageAdd, useAddPage(), {
    initialValues: {
      baslik: '',
      kat: NO_GROUP,
      ana: false,
      link: '',
      etiketler: '',
      sira: CONTENT_DEFAULT_SORT.page,
      metin: '',
    } as PageValues,
    input: addInput,
    failed: CONTENT_MSG.pageFailed,
    onSaved: () => navigate(contentHref.pages),
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="Sayfa Ekle">
        <Anchor component={Link} to={contentHref.pages} size="sm">
          Sayfalar
        </Anchor>
      </ScreenHeader>
      <ResourceForm state={state} aria-label="Sayfa ekle">
        <PageFields form={state.form} />
      </ResourceForm>
    </Stack>
  );
}
