import { Anchor, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AdminRating } from '@tedarik/contract/offers/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate, shorten } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { Stars, StatusBadge } from '../../../ui/admin/status';
import { RatingStatusModal } from './rating-status-modal';

type Member = AdminRating['puanlayan'];

function MemberCell({ member, company }: { member: Member; company?: boolean }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={adminHref.member(member.uyeid)} size="sm" fw={600}>
        {(company && member.firma) || member.adsoyad}
      </Anchor>
      <Text size="xs" c="dimmed">
        {company ? member.adsoyad : member.firma}
      </Text>
    </Stack>
  );
}

const ratingName = (r: AdminRating) => `${r.baslik}, ${r.puanlayan.adsoyad}`;

/**
 * Ratings (admin spec §3 "Rating"): the product of the request, who rated, the rated company, stars, comment, date
 * and status; 'Güncelle' opens the status dialog.
 */
export function RatingTable({
  label,
  rows,
  empty,
}: {
  label: string;
  rows: readonly AdminRating[] | undefined;
  empty?: string;
}) {
  const [editing, setEditing] = useState<AdminRating | null>(null);
  const columns: Column<AdminRating>[] = [
    { header: 'Ürün', cell: (r) => r.baslik },
    { header: 'Puanlayan', cell: (r) => <MemberCell member={r.puanlayan} /> },
    { header: 'Puanlanan Firma', cell: (r) => <MemberCell member={r.puanlanan} company /> },
    { header: 'Puan', cell: (r) => <Stars value={r.fp.puan} />, nowrap: true },
    {
      header: 'Yorum',
      cell: (r) => (
        <Text size="sm" title={r.fp.yorum} maw={300}>
          {shorten(r.fp.yorum, 100)}
        </Text>
      ),
    },
    { header: 'Tarih', cell: (r) => formatDate(r.fp.tarih), nowrap: true },
    { header: 'Durum', cell: (r) => <StatusBadge code={r.fp.islem} />, nowrap: true },
    {
      header: <VisuallyHidden>İşlem</VisuallyHidden>,
      pinned: true,
      cell: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setEditing(r)}
          aria-label={`Güncelle: ${ratingName(r)}`}
        >
          Güncelle
        </Button>
      ),
    },
  ];
  return (
    <>
      <ResourceTable label={label} columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} minWidth={900} />
      {editing && <RatingStatusModal rating={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
