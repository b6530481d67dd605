import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { QueryError } from '../../../ui/query-error';
import { memberRatingsQuery } from '../api/get-member-ratings';
import { RatingTable } from './rating-table';

/** uye-yorumlar-{id} (admin spec §2 "Members and firms"): the ratings the member gave or received. */
export function MemberRatings({ memberId }: { memberId: number }) {
  const { data, error } = useQuery(memberRatingsQuery(memberId));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Üye Yorumları</Title>
        <Group gap="md">
          <Anchor component={Link} to={adminHref.member(memberId)} size="sm">
            Üye Detayı
          </Anchor>
          <Anchor component={Link} to={adminHref.memberRequests(memberId)} size="sm">
            Üye Talepleri
          </Anchor>
        </Group>
      </Group>
      {error ? <QueryError error={error} /> : <RatingTable label="Üye yorumları" rows={data} />}
    </Stack>
  );
}
