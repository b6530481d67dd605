import { Image, Stack } from '@mantine/core';
import type { Ad } from '@tedarik/contract/content/public';
import { uploadUrl } from '../../../lib/upload-url';
import { SmartLink } from '../../../ui/smart-link';

/** The stored sizes of the ad places (list top / bottom are wide banners, the rest sidebar boxes). */
const SIZE: Record<number, [number, number]> = { 1: [728, 120], 2: [728, 120], 6: [1200, 300] };
const BOX: [number, number] = [300, 250];

/** An ad: its image linking to its target (an internal path stays in the app, anything else opens a new tab). */
export function AdBanner({ ad, eager = false }: { ad: Ad; eager?: boolean }) {
  const [width, height] = SIZE[ad.tip] ?? BOX;
  const image = (
    <Image
      src={uploadUrl(ad.resim)}
      alt={ad.baslik}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      radius="md"
      style={{ width: '100%', height: 'auto' }}
    />
  );
  return (
    <SmartLink to={ad.link} rel="noopener noreferrer sponsored" display="block">
      {image}
    </SmartLink>
  );
}

/** Up to `max` ads of the given places, in the order of `tips`. */
export function AdList({ ads, tips, max }: { ads: Ad[]; tips: number[]; max: number }) {
  const shown = tips.flatMap((tip) => ads.filter((ad) => ad.tip === tip)).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" component="aside" aria-label="Reklamlar">
      {shown.map((ad) => (
        <AdBanner key={ad.id} ad={ad} />
      ))}
    </Stack>
  );
}
