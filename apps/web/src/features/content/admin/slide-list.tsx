import { Anchor, Button, Stack } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getSlides } from '@tedarik/contract/content/admin';
import { Link } from 'react-router';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { useDeleteSlide } from '../api/admin-delete-slide';
import { adminSlidesQuery } from '../api/admin-get-slides';
import { Thumb } from './fields';
import { LinkCell } from './link-cell';
import { contentHref } from './links';

type Slide = CallResult<typeof getSlides>[number];

const COLUMNS: Column<Slide>[] = [
  { header: 'Görsel', cell: (s) => <Thumb src={s.resim} />, width: 80 },
  {
    header: 'Başlık',
    cell: (s) => (
      <Anchor component={Link} to={contentHref.slide(s.id)} size="sm">
        {s.baslik}
      </Anchor>
    ),
  },
  { header: 'Buton Metni', cell: (s) => s.basliken || '–' },
  { header: 'Sıra', cell: (s) => s.sira, nowrap: true },
  { header: 'Bağlantı', cell: (s) => <LinkCell link={s.link} /> },
];

/** slides (admin spec §2 "Slides"): the home page slider; 'Slayt Ekle' opens slideEkle. */
export function SlideList() {
  const { data, error } = useQuery(adminSlidesQuery());
  const remove = useDeleteSlide();
  return (
    <Stack gap="md">
      <ScreenHeader title="Slaytlar">
        <Button component={Link} to={contentHref.addSlide} leftSection={<IconPlus size={16} aria-hidden />}>
          Slayt Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Slaytlar"
          columns={COLUMNS}
          rows={data}
          rowKey={(s) => s.id}
          minWidth={760}
          actions={{
            name: (s) => s.baslik,
            detail: (s) => contentHref.slide(s.id),
            more: [
              { label: 'Görsel', icon: <IconPhoto size={16} aria-hidden />, href: (s) => contentHref.slideImage(s.id) },
            ],
            onDelete: async (s) => {
              await remove.mutateAsync(s.id);
              notifySuccess(CONTENT_MSG.deleted);
            },
          }}
        />
      )}
    </Stack>
  );
}
