import { Anchor, Button, Stack } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { CONTENT_MSG, type getAds } from '@tedarik/contract/content/admin';
import { Link } from 'react-router';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { QueryError } from '../../../ui/query-error';
import { useDeleteAd } from '../api/admin-delete-ad';
import { adTypesQuery } from '../api/admin-get-ad-types';
import { adminAdsQuery } from '../api/admin-get-ads';
import { type AdTypes, adPlaceLabel } from './ad-fields';
import { Thumb } from './fields';
import { LinkCell } from './link-cell';
import { contentHref } from './links';

type Ad = CallResult<typeof getAds>[number];

const columns = (types: AdTypes | undefined): Column<Ad>[] => [
  { header: 'Görsel', cell: (a) => <Thumb src={a.resim} />, width: 80 },
  { header: 'Yer', cell: (a) => adPlaceLabel(types, a.tip) },
  {
    header: 'Başlık',
    cell: (a) => (
      <Anchor component={Link} to={contentHref.ad(a.id)} size="sm">
        {a.baslik}
      </Anchor>
    ),
  },
  { header: 'Sıra', cell: (a) => a.sira, nowrap: true },
  { header: 'Bağlantı', cell: (a) => <LinkCell link={a.link} /> },
];

/**
 * reklamlar (admin spec §2 "Ads"): every ad with its place's name from the type list (request lists, company and
 * category pages, home banners); 'Reklam Ekle' opens reklamEkle.
 */
export function AdList() {
  const { data, error } = useQuery(adminAdsQuery());
  const types = useQuery(adTypesQuery());
  const remove = useDeleteAd();
  return (
    <Stack gap="md">
      <ScreenHeader title="Reklamlar">
        <Button component={Link} to={contentHref.addAd} leftSection={<IconPlus size={16} aria-hidden />}>
          Reklam Ekle
        </Button>
      </ScreenHeader>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Reklamlar"
          columns={columns(types.data)}
          rows={data}
          rowKey={(a) => a.id}
          minWidth={760}
          actions={{
            name: (a) => a.baslik,
            detail: (a) => contentHref.ad(a.id),
            more: [
              { label: 'Görsel', icon: <IconPhoto size={16} aria-hidden />, href: (a) => contentHref.adImage(a.id) },
            ],
            onDelete: async (a) => {
              await remove.mutateAsync(a.id);
              notifySuccess(CONTENT_MSG.deleted);
            },
          }}
        />
      )}
    </Stack>
  );
}
