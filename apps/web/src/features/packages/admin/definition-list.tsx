import { Button, Group, Image, Stack, Title } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { Definition } from '@tedarik/contract/packages/admin';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { definitionsQuery } from '../api/get-definitions';
import { monthsLabel, netPrice } from '../package-state';
import { definitionHref } from './links';

const COLUMNS: Column<Definition>[] = [
  {
    header: 'Görsel',
    cell: (d) =>
      d.resim ? <Image src={uploadUrl(d.resim)} alt="" w={64} h={48} fit="contain" radius="sm" loading="lazy" /> : null,
    width: 80,
  },
  { header: 'Başlık', cell: (d) => d.baslik },
  { header: 'Süre', cell: (d) => monthsLabel(d.sira), nowrap: true },
  { header: 'Paket Fiyatı', cell: (d) => formatMoney(kurusOfNumber(d.fiyat), 'TL'), nowrap: true },
  { header: 'İndirim', cell: (d) => formatMoney(kurusOfNumber(d.ind), 'TL'), nowrap: true },
  { header: 'Satış Fiyatı', cell: (d) => formatMoney(netPrice(d), 'TL'), nowrap: true },
  {
    header: 'Durum',
    cell: (d) => <StateBadge color={d.durum ? 'green' : 'gray'}>{d.durum ? 'Aktif' : 'Pasif'}</StateBadge>,
    nowrap: true,
  },
];

/** koleksiyonlar (admin spec §2 "Packages"): every package definition; 'Paket Ekle' opens koleksiyonEkle. */
export function DefinitionList() {
  const { data, error } = useQuery(definitionsQuery());
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Paketler</Title>
        <Button component={Link} to={definitionHref.add} leftSection={<IconPlus size={16} aria-hidden />}>
          Paket Ekle
        </Button>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Paketler"
          columns={COLUMNS}
          rows={data}
          rowKey={(d) => d.id}
          minWidth={860}
          actions={{
            name: (d) => d.baslik,
            detail: (d) => definitionHref.detail(d.id),
            more: [
              { label: 'Görsel', icon: <IconPhoto size={16} aria-hidden />, href: (d) => definitionHref.image(d.id) },
            ],
          }}
        />
      )}
    </Stack>
  );
}
