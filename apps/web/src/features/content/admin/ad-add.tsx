import { useQuery } from '@tanstack/react-query';
import { CONTENT_DEFAULT_SORT, zAdAdd } from '@tedarik/contract/content/admin';
import { QueryError } from '../../../ui/query-error';
import { useAddAd } from '../api/admin-add-ad';
import { adTypesQuery } from '../api/admin-get-ad-types';
import { AdFields, type AdValues } from './ad-fields';
import { ItemAdd } from './item-screens';
import { contentHref } from './links';

type Values = AdValues & { file: File | null };

/**
 * reklamEkle and reklamekle (admin spec §2, §5): image, title, place (from the type list, loaded without
 * credentials), link and order (5). The messages come together in one alert and nothing is sent; then the list.
 */
export function AdAdd() {
  const types = useQuery(adTypesQuery());
  return (
    <ItemAdd
      title="Reklam Ekle"
      list={{ label: 'Reklamlar', to: contentHref.ads }}
      schema={zAdAdd}
      mutation={useAddAd()}
      initialValues={{ baslik: '', tip: null, link: '', sira: CONTENT_DEFAULT_SORT.ad, file: null } as Values}
      aria-label="Reklam ekle"
      notice={types.error && <QueryError error={types.error} />}
    >
      {(form) => <AdFields form={form} types={types.data} />}
    </ItemAdd>
  );
}
