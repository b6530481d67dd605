// The screens an article, a slide and an ad share (admin spec §2 "Articles", "Slides", "Ads"): the add form with its
// image, the detail frame around the item's form, and the image-change screen. Each screen keeps its own fields.
import { Anchor, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { output, ZodType } from 'zod';
import { ImageField } from '../../../ui/admin/image-field';
import { ImageReplace } from '../../../ui/admin/image-replace';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ItemFrame, ScreenHeader, type ScreenLink } from '../../../ui/admin/screen-header';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import type { FormMutation } from '../../../ui/form/use-contract-form';
import type { ImageUpload } from '../api/admin-image-upload';

/** An item's screens: their headings, its list, and where its detail and image screens are. */
export type ItemScreens = {
  /** 'Makale Detayı' */
  detail: string;
  /** 'Makale Görseli' */
  image: string;
  /** 'Makaleler' and the list */
  list: ScreenLink;
  href: { detail: (id: number) => string; image: (id: number) => string };
};

type DetailProps = {
  screens: ItemScreens;
  id: number;
  /** the item's title, once it is in */
  subtitle: string | undefined;
  error: unknown;
  /** the item's form; undefined while it loads */
  children: ReactNode | undefined;
};

/** The detail screen's frame: heading, links to the item's image and the list, then its form. */
export function ItemDetail({ screens, id, subtitle, error, children }: DetailProps) {
  return (
    <ItemFrame
      title={screens.detail}
      subtitle={subtitle}
      links={[{ label: 'Görseli Değiştir', to: screens.href.image(id) }, screens.list]}
      error={error}
    >
      {children}
    </ItemFrame>
  );
}

type ImageProps = {
  screens: ItemScreens;
  id: number;
  /** the item, once it is in */
  item: { baslik: string; resim: string | null } | undefined;
  error: unknown;
  replace: { mutateAsync: (upload: ImageUpload) => Promise<unknown> };
};

/** The image screen: the current image and a new one sent in its place → 'Güncellendi.'. */
export function ItemImage({ screens, id, item, error, replace }: ImageProps) {
  return (
    <ItemFrame
      title={screens.image}
      subtitle={item?.baslik}
      links={[{ label: screens.detail, to: screens.href.detail(id) }, screens.list]}
      error={error}
    >
      {item && (
        <ImageReplace
          current={item.resim}
          upload={(file, onUploadProgress) => replace.mutateAsync({ file, onUploadProgress })}
          success={CONTENT_MSG.saved}
        />
      )}
    </ItemFrame>
  );
}

type AddValues = Record<string, unknown> & { file: File | null };

type AddProps<V extends AddValues, S extends ZodType, Result> = {
  title: string;
  /** the list: the heading's link, and where the form goes once saved */
  list: ScreenLink;
  schema: S;
  mutation: FormMutation<{ body: output<S>; onUploadProgress?: (fraction: number) => void }, Result>;
  initialValues: V;
  'aria-label': string;
  /** between the heading and the form (a list that did not load) */
  notice?: ReactNode;
  /** the fields under the image */
  children: (form: UseFormReturnType<V>) => ReactNode;
};

/** The add screen: the image (sent with its progress) and the item's fields in one alerted form; then the list. */
export function ItemAdd<V extends AddValues, S extends ZodType, Result>({
  title,
  list,
  schema,
  mutation,
  initialValues,
  notice,
  children,
  ...props
}: AddProps<V, S, Result>) {
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const state = useResourceForm(schema, mutation, {
    initialValues,
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    onSaved: () => navigate(list.to),
  });
  const { form } = state;
  return (
    <Stack gap="md">
      <ScreenHeader title={title}>
        <Anchor component={Link} to={list.to} size="sm">
          {list.label}
        </Anchor>
      </ScreenHeader>
      {notice}
      <ResourceForm state={state} aria-label={props['aria-label']}>
        <ImageField
          label="Görsel"
          required
          value={form.getValues().file}
          // V's 'file' is File | null; Mantine's path types cannot see it through the generic V
          onChange={(file) => form.setFieldValue('file', file as never)}
          progress={state.busy ? upload.progress : null}
        />
        {children(form)}
      </ResourceForm>
    </Stack>
  );
}
