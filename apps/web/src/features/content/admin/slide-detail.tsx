import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getSlide, zSlideUpdate } from '@tedarik/contract/content/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { adminSlideQuery } from '../api/admin-get-slide';
import { useReplaceSlideImage } from '../api/admin-replace-slide-image';
import { useUpdateSlide } from '../api/admin-update-slide';
import { ItemDetail, ItemImage, type ItemScreens } from './item-screens';
import { contentHref } from './links';
import { SlideFields, type SlideValues } from './slide-fields';

const SLIDE: ItemScreens = {
  detail: 'Slayt Detayı',
  image: 'Slayt Görseli',
  list: { label: 'Slaytlar', to: contentHref.slides },
  href: { detail: contentHref.slide, image: contentHref.slideImage },
};

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
    <ItemDetail screens={SLIDE} id={id} subtitle={data?.baslik} error={error}>
      {data && <SlideEdit slide={data} />}
    </ItemDetail>
  );
}

/** slidedetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function SlideImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminSlideQuery(id));
  const replace = useReplaceSlideImage(id);
  return <ItemImage screens={SLIDE} id={id} item={data} error={error} replace={replace} />;
}
