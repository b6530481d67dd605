import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getSlide, zSlideUpdate } from '@tedarik/contract/content/admin';
import { ImageReplace } from '../../../ui/admin/image-replace';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ItemFrame } from '../../../ui/admin/screen-header';
import { adminSlideQuery } from '../api/admin-get-slide';
import { useReplaceSlideImage } from '../api/admin-replace-slide-image';
import { useUpdateSlide } from '../api/admin-update-slide';
import { contentHref } from './links';
import { SlideFields, type SlideValues } from './slide-fields';

/** The slide's form, the button's text included → 'Güncellendi.'. */
function SlideEdit({ slide }: { slide: CallResult<typeof getSlide> }) {
  const { baslik, basliken, metin, link, sira } = slide;
  const state = useResourceForm(zSlideUpdate, useUpdateSlide(slide.id), {
    initialValues: { baslik, basliken, metin, link, sira } as SlideValues,
    success: CONTENT_MSG.saved,
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Slaytı güncelle">
      <SlideFields form={state.form} withButton />
    </ResourceForm>
  );
}

/** slidesdetay-{id} (admin spec §2 "Slides"): the slide's fields; links to its image and the list. */
export function SlideDetail({ id }: { id: number }) {
  const { data, error } = useQuery(adminSlideQuery(id));
  return (
    <ItemFrame
      title="Slayt Detayı"
      subtitle={data?.baslik}
      links={[
        { label: 'Görseli Değiştir', to: contentHref.slideImage(id) },
        { label: 'Slaytlar', to: contentHref.slides },
      ]}
      error={error}
    >
      {data && <SlideEdit slide={data} />}
    </ItemFrame>
  );
}

/** slidedetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function SlideImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminSlideQuery(id));
  const replace = useReplaceSlideImage(id);
  return (
    <ItemFrame
      title="Slayt Görseli"
      subtitle={data?.baslik}
      links={[
        { label: 'Slayt Detayı', to: contentHref.slide(id) },
        { label: 'Slaytlar', to: contentHref.slides },
      ]}
      error={error}
    >
      {data && (
        <ImageReplace
          current={data.resim}
          upload={(file, onUploadProgress) => replace.mutateAsync({ file, onUploadProgress })}
          success={CONTENT_MSG.saved}
        />
      )}
    </ItemFrame>
  );
}
