import { Anchor, Center, Group, Image, Stack, Title } from '@mantine/core';
import { IconPhotoOff, IconToggleRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PRODUCT_MSG, type zAdminProduct } from '@tedarik/contract/products/admin';
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatCount } from '../../../lib/format';
import { uploadUrl } from '../../../lib/upload-url';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { QueryError } from '../../../ui/query-error';
import { useAdminRemoveProduct } from '../api/admin-remove-product';
import { useAdminToggleProduct } from '../api/admin-toggle-product';
import { memberProductsQuery } from '../api/get-member-products';
import { ProductState } from './product-state';

type Product = z.infer<typeof zAdminProduct>;

/** The first image by its order, as the company shows it. */
const firstImage = (p: Product) => [...p.gorseller].sort((a, b) => a.sira - b.sira)[0];

const COLUMNS: Column<Product>[] = [
  {
    header: 'Görsel',
    cell: (p) => {
      const image = firstImage(p);
      return image ? (
        <Image src={uploadUrl(image.gorsel)} alt="" w={64} h={48} fit="contain" radius="sm" loading="lazy" />
      ) : (
        <Center w={64} h={48} c="dimmed">
          <IconPhotoOff size={20} aria-label="Görsel yok" />
        </Center>
      );
    },
    width: 80,
  },
  { header: 'Ürün Adı', cell: (p) => p.urun.urunAd },
  { header: 'Kategori Ürünü', cell: (p) => p.urunAd },
  { header: 'Durum', cell: (p) => <ProductState open={p.urun.durum} />, nowrap: true },
  { header: 'Görsel Sayısı', cell: (p) => formatCount(p.gorseller.length), nowrap: true },
];

type Props = {
  memberId: number;
  /** who the member is, under the heading (the app composes it from the member's page) */
  member?: ReactNode;
};

/**
 * uye-urunler-{id} (admin spec §2 "Members and firms", §4): the company's products; 'Durum' opens or closes one after
 * 'Ürün durumu değiştirilsin mi?', 'Sil' removes it with its images after '{ad} silinsin mi?'.
 */
export function MemberProducts({ memberId, member }: Props) {
  const { data, error } = useQuery(memberProductsQuery(memberId));
  const toggle = useAdminToggleProduct();
  const remove = useAdminRemoveProduct();
  const [toggling, setToggling] = useState<Product | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>Üye Ürünleri</Title>
          {member}
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to={adminHref.member(memberId)} size="sm">
            Üye Detayı
          </Anchor>
          <Anchor component={Link} to={adminHref.memberRequests(memberId)} size="sm">
            Üye Talepleri
          </Anchor>
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Üye ürünleri"
          columns={COLUMNS}
          rows={data}
          rowKey={(p) => p.urun.id}
          empty={ADMIN_PRODUCT_MSG.empty}
          actions={{
            name: (p) => p.urun.urunAd,
            detail: (p) => adminHref.memberProduct(p.urun.id),
            more: [{ label: 'Durum', icon: <IconToggleRight size={16} aria-hidden />, onClick: setToggling }],
            onDelete: async (p) => notifySuccess((await remove.mutateAsync(p.urun.id)) || PRODUCT_MSG.removed),
          }}
        />
      )}
      <ConfirmModal
        opened={toggling !== null}
        title="Ürün Durumu"
        message={ADMIN_PRODUCT_MSG.confirmStatus}
        confirm="Değiştir"
        onConfirm={async () => {
          if (toggling) notifySuccess((await toggle.mutateAsync(toggling.urun.id)) || PRODUCT_MSG.updated);
        }}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
