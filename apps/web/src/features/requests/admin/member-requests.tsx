import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { NO_RECORDS } from '../../../ui/admin/resource-table';
import { EmptyText } from '../../../ui/empty-text';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { memberRequestsQuery } from '../api/get-member-requests';
import { MemberRequestCard } from './member-request-card';

const NOT_FOUND = 'Talep bulunamadı.';

/**
 * uye-talepler-{id} (admin spec §2 "Members and firms"): the member's requests, their moderation and offers. With
 * ?talep={requestId} (the request lists' 'Detay', issue 35) that request alone, its offers unfolded, and the way to
 * the member's other requests.
 */
export function MemberRequests({
  memberId,
  requestId,
  files,
}: {
  memberId: number;
  requestId?: number;
  /** a request's files, shown when the request is shown on its own */
  files?: (requestId: number) => ReactNode;
}) {
  const { data, error, isPending } = useQuery(memberRequestsQuery(memberId, requestId));
  const member = data?.[0]?.uy;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{requestId === undefined ? 'Üye Talepleri' : 'Talep Detayı'}</Title>
          {member && (
            <Text size="sm" c="dimmed">
              {member.firma ? `${member.firma} · ${member.adsoyad}` : member.adsoyad}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          {requestId !== undefined && (
            <Anchor component={Link} to={adminHref.memberRequests(memberId)} size="sm">
              Üyenin Tüm Talepleri
            </Anchor>
          )}
          <Anchor component={Link} to={adminHref.member(memberId)} size="sm">
            Üye Detayı
          </Anchor>
          <Anchor component={Link} to={adminHref.memberRatings(memberId)} size="sm">
            Üye Yorumları
          </Anchor>
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : isPending ? (
        <PageLoader />
      ) : data.length === 0 ? (
        <EmptyText text={requestId === undefined ? NO_RECORDS : NOT_FOUND} />
      ) : (
        data.map((row) => (
          <MemberRequestCard
            key={row.uypkt.id}
            memberId={memberId}
            row={row}
            offersOpen={requestId !== undefined && row.cevap > 0}
            files={requestId === undefined ? undefined : files}
          />
        ))
      )}
    </Stack>
  );
}
