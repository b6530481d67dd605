import { CONTENT_DEFAULT_SORT, zSlideAdd } from '@tedarik/contract/content/admin';
import { useAddSlide } from '../api/admin-add-slide';
import { ItemAdd } from './item-screens';
import { contentHref } from './links';
import { SlideFields, type SlideValues } from './slide-fields';

type Values = SlideValues & { file: File | null };

/**
 * slideEkle (admin spec §2, §5): image, title, text, link and order (5). 'Baslik Girin.', 'Sira Numarasi Girin.' and
 * 'Gorsel Girin.' come together in one alert and nothing is sent; the image goes with its progress; then the list.
 */
export function SlideAdd() {
  return (
    <ItemAdd
      title="Slayt Ekle"
      list={{ label: 'Slaytlar', to: contentHref.slides }}
      schema={zSlideAdd}
      mutation={useAddSlide()}
      initialValues={
        {
          baslik: '',
          basliken: '',
          metin: '',
          link: '',
          sira: CONTENT_DEFAULT_SORT.slide,
          file: null,
        } as Values
      }
      aria-label="Slayt ekle"
    >
      {(form) => <SlideFields form={form} />}
    </ItemAdd>
  );
}
