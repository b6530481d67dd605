import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getAd, zAdUpdate } from '@tedarik/contract/content/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { adminAdQuery } from '../api/admin-get-ad';
import { useReplaceAdImage } from '../api/admin-replace-ad-image';
import { useUpdateAd } from '../api/admin-update-ad';
import { AdFields, type AdValues } from './ad-fields';
import { ItemDetail, ItemImage, type ItemScreens } from './item-screens';
import { contentHref } from './links';

const AD: ItemScreens = {
  detail: 'Reklam Detayı',
  image: 'Reklam Görseli',
  list: { label: 'Reklamlar', to: contentHref.ads },
  href: { detail: contentHref.ad, image: contentHref.adImage },
};

/** The ad's form, its place chosen from the places its detail came with → 'Güncellendi.'. */
function AdEdit({ detail }: { detail: CallResult<typeof getAd> }) {
  const { id, baslik, tip, link, sira } = detail.reklam;
  const state = useResourceForm(zAdUpdate, useUpdateAd(id), {
    initialValues: { baslik, tip: String(tip), link, sira } as AdValues,
    success: CONTENT_MSG.saved,
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Reklamı güncelle">
      <AdFields form={state.form} types={detail.tipler} />
    </ResourceForm>
  );
}

/** reklamdetay-{id} (admin spec §2 "Ads"): the ad's fields; links to its image and the list. */
export function AdDetail({ id }: { id: number }) {
  const { data, error } = useQuery(adminAdQuery(id));
  return (
    <ItemDetail screens={AD} id={id} subtitle={data?.reklam.baslik} error={error}>
      {data && <AdEdit detail={data} />}
    </ItemDetail>
  );
}

/** reklamdetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function AdImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminAdQuery(id));
  const replace = useReplaceAdImage(id);
  return <ItemImage screens={AD} id={id} item={data?.reklam} error={error} replace={replace} />;
}
