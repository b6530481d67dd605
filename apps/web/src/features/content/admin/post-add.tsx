import { Anchor, Stack } from '@mantine/core';
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import { zPostWrite } from '@tedarik/contract/content/admin-posts';
import { Link, useNavigate } from 'react-router';
import { today } from '../../../lib/today';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useAddPost } from '../api/admin-add-post';
import { contentHref } from './links';
import { PostFields, type PostValues } from './post-fields';

/**
 * blogekle (admin spec §2, §5 "Blog post form"): type, title, date (today), link, tags and text; saved, the post's
 * editor opens (blogsdetay-{id}), where its image is set.
 */
export function PostAdd() {
  const navigate = useNavigate();
  const state = useResourceForm(zPostWrite, useAddPost(), {
    initialValues: { tip: '1', baslik: '', tarih: today(), link: '', etiketler: '', metin: '' } as PostValues,
    failed: CONTENT_MSG.postFailed,
    onSaved: (id) => navigate(contentHref.post(id)),
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="Blog Ekle">
        <Anchor component={Link} to={contentHref.posts} size="sm">
          Blog ve Duyurular
        </Anchor>
      </ScreenHeader>
      <ResourceForm state={state} aria-label="Blog ekle">
        <PostFields form={state.form} />
      </ResourceForm>
    </Stack>
  );
}
