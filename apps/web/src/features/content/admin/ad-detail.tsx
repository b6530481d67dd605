import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getAd, zAdUpdate } from '@tedarik/contract/content/admin';
import { ImageReplace } from '../../../ui/admin/image-replace';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ItemFrame } from '../../../ui/admin/screen-header';
import { adminAdQuery } from '../api/admin-get-ad';
import { useReplaceAdImage } from '../api/admin-replace-ad-image';
import { useUpdateAd } from '../api/admin-update-ad';
import { AdFields, type AdValues } from './ad-fields';
import { contentHref } from './links';

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
    <ItemFrame
      title="Reklam Detayı"
      subtitle={data?.reklam.baslik}
      links={[
        { label: 'Görseli Değiştir', to: contentHref.adImage(id) },
        { label: 'Reklamlar', to: contentHref.ads },
      ]}
      error={error}
    >
      {data && <AdEdit detail={data} />}
    </ItemFrame>
  );
}

/** reklamdetayimg-{id}: the current image and a new one sent in its place → 'Güncellendi.'. */
export function AdImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminAdQuery(id));
  const replace = useReplaceAdImage(id);
  return (
    <ItemFrame
      title="Reklam Görseli"
      subtitle={data?.reklam.baslik}
      links={[
        { label: 'Reklam Detayı', to: contentHref.ad(id) },
        { label: 'Reklamlar', to: contentHref.ads },
      ]}
      error={error}
    >
      {data && (
        <ImageReplace
          current={data.reklam.resim}
          upload={(file, onUploadProgress) => replace.mutateAsync({ file, onUploadProgress })}
          success={CONTENT_MSG.saved}
        />
      )}
    </ItemFrame>
  );
}
