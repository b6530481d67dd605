import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import { type getAdminPost, zPostWrite } from '@tedarik/contract/content/admin-posts';
import { ImageReplace } from '../../../ui/admin/image-replace';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ItemFrame } from '../../../ui/admin/screen-header';
import { adminPostQuery } from '../api/admin-get-post';
import { useRemovePostImage } from '../api/admin-remove-post-image';
import { useReplacePostImage } from '../api/admin-replace-post-image';
import { useUpdatePost } from '../api/admin-update-post';
import { postHref } from '../links';
import { contentHref } from './links';
import { PostFields, type PostValues } from './post-fields';

type Post = CallResult<typeof getAdminPost>;

/** The post's form; its type may change too (admin spec §4) → 'Güncellendi.'. */
function PostEdit({ post }: { post: Post }) {
  const { tip, baslik, tarih, link, etiketler, metin } = post;
  const state = useResourceForm(zPostWrite, useUpdatePost(post.id), {
    initialValues: { tip: String(tip), baslik, tarih, link, etiketler, metin } as PostValues,
    success: CONTENT_MSG.saved,
    failed: CONTENT_MSG.postFailed,
    // a blank or taken link comes back made from the title ('-2' when taken)
    onSaved: (saved, { form }) => form.setFieldValue('link', saved.link),
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Blogu güncelle">
      <PostFields form={state.form} />
    </ResourceForm>
  );
}

/** The post's image: set or replaced with its progress, or removed after 'Görseli kaldırmak … emin misiniz?'. */
function PostImageCard({ post }: { post: Post }) {
  const replace = useReplacePostImage(post.id);
  const remove = useRemovePostImage(post.id);
  return (
    <ImageReplace
      label="Görsel"
      current={post.resim}
      upload={(file, onUploadProgress) => replace.mutateAsync({ file, onUploadProgress })}
      success={CONTENT_MSG.saved}
      remove={{
        confirm: CONTENT_MSG.confirmImageRemove,
        run: () => remove.mutateAsync(),
        success: CONTENT_MSG.imageRemoved,
      }}
    />
  );
}

const links = (post: Post | undefined, other?: { label: string; to: string }) => [
  ...(other ? [other] : []),
  ...(post ? [{ label: 'Sitede Gör', to: postHref(post) }] : []),
  { label: 'Blog ve Duyurular', to: contentHref.posts },
];

/** blogsdetay-{id} (admin spec §2 "Blog and announcements"): the post's editor and its image. */
export function PostDetail({ id }: { id: number }) {
  const { data, error } = useQuery(adminPostQuery(id));
  return (
    <ItemFrame title="Blog Detayı" subtitle={data?.baslik} links={links(data)} error={error}>
      {data && (
        <Stack gap="md">
          <PostEdit post={data} />
          <PostImageCard post={data} />
        </Stack>
      )}
    </ItemFrame>
  );
}

/** blogsdetayimg-{id}: the post's image alone, with the remove dialog. */
export function PostImage({ id }: { id: number }) {
  const { data, error } = useQuery(adminPostQuery(id));
  return (
    <ItemFrame
      title="Blog Görseli"
      subtitle={data?.baslik}
      links={links(data, { label: 'Blog Detayı', to: contentHref.post(id) })}
      error={error}
    >
      {data && <PostImageCard post={data} />}
    </ItemFrame>
  );
}
