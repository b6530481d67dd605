import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getAdminPage, zPageUpdate } from '@tedarik/contract/content/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ItemFrame } from '../../../ui/admin/screen-header';
import { adminPageQuery } from '../api/admin-get-page';
import { useUpdatePage } from '../api/admin-update-page';
import { contentHref } from './links';
import { NO_GROUP, PageFields, type PageValues } from './page-fields';

type Page = CallResult<typeof getAdminPage>;

/** The page's form → 'Güncellendi.'; a failure says 'Hata oluştu. İşlem Yapılamadı.' (admin spec §8). */
function PageEdit({ page }: { page: Page }) {
  const { sf } = page;
  const state = useResourceForm(zPageUpdate, useUpdatePage(sf.id), {
    initialValues: {
      baslik: sf.baslik,
      kat: sf.kat === null ? NO_GROUP : String(sf.kat),
      ana: sf.ana,
      link: sf.link,
      etiketler: sf.etiketler,
      sira: sf.sira,
      metin: sf.metin,
    } as PageValues,
    success: CONTENT_MSG.saved,
    failed: CONTENT_MSG.pageFailed,
    // a blank or taken link comes back made from the title ('-2' when taken)
    onSaved: (saved, { form }) => form.setFieldValue('link', saved.sf.link),
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Sayfayı güncelle">
      <PageFields form={state.form} />
    </ResourceForm>
  );
}

/** sayfalar-{id} (admin spec §2 "Pages"): the page's fields; links to it on the site and to the list. */
export function PageDetail({ id }: { id: number }) {
  const { data, error } = useQuery(adminPageQuery(id));
  return (
    <ItemFrame
      title="Sayfa Detayı"
      subtitle={data?.sf.baslik}
      links={[
        ...(data ? [{ label: 'Sitede Gör', to: `/sayfa-${data.sf.link}` }] : []),
        { label: 'Sayfalar', to: contentHref.pages },
      ]}
      error={error}
    >
      {data && <PageEdit page={data} />}
    </ItemFrame>
  );
}
