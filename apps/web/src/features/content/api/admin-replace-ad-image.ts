import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceAdImage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import type { ImageUpload } from './admin-image-upload';
import { putAd } from './admin-update-ad';

/** POST /adn_api/reklamdetayimg-{id} (multipart: file) → the ad with its new image. */
export function useReplaceAdImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: ImageUpload) =>
      call(replaceAdImage, { params: { id }, body: { file } }, { onUploadProgress }),
    onSuccess: (ad) => putAd(queryClient, ad),
  });
}
