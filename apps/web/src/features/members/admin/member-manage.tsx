import { type ComboboxItem, Grid, Stack } from '@mantine/core';
import type { MemberDetail } from '@tedarik/contract/members/admin';
import { MemberActions } from './member-actions';
import { MemberEditForm } from './member-edit-form';
import { MemberStatusForm } from './member-status-form';

type Props = {
  detail: MemberDetail;
  /** the cities of the member's country (the app makes them from detail.ulkeSehir) */
  cities: ComboboxItem[];
};

/** The writable part of a member's page: its data, its account's state, type, activation and password. */
export function MemberManage({ detail, cities }: Props) {
  const member = detail.uye;
  const sectors = detail.kategoriSektor.map((s) => ({ value: String(s.id), label: s.katAd }));
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <MemberEditForm member={member} cities={cities} sectors={sectors} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="lg">
          <MemberStatusForm member={member} />
          <MemberActions member={member} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
