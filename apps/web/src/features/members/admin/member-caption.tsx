import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memberDetailQuery } from '../api/get-member-detail';

/** 'Ak Demir · Ayşe Yılmaz' under the heading of a member's other pages (its products); nothing while it loads. */
export function MemberCaption({ memberId }: { memberId: number }) {
  const { data } = useQuery(memberDetailQuery(memberId));
  if (!data) return null;
  const { firma, adSoyad } = data.uye;
  return (
    <Text size="sm" c="dimmed">
      {firma ? `${firma} · ${adSoyad}` : adSoyad}
    </Text>
  );
}
