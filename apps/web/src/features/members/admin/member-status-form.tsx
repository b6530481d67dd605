import { Group, Switch, Text, Textarea } from '@mantine/core';
import { ADMIN_MEMBER_MSG, type MemberDetail, setMemberStatus } from '@tedarik/contract/members/admin';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { StateBadge } from '../../../ui/admin/status';
import { useSetMemberStatus } from '../api/set-member-status';

/** The call's body, and a stopped account must say why (the reason is what the administrator reads later). */
export const zStatusForm = setMemberStatus.request.body.superRefine((value, ctx) => {
  if (!value.Durum && !value.DurumAciklama)
    ctx.addIssue({ code: 'custom', path: ['DurumAciklama'], message: ADMIN_MEMBER_MSG.reason });
});

/**
 * The account's state (admin spec §4 "Member/firm account": Aktif or Durduruldu, set with an explanation;
 * POST /adn_api/uyeDetayGunc-{id}). A stopped member cannot log in, and its open sessions end at once.
 */
export function MemberStatusForm({ member }: { member: MemberDetail['uye'] }) {
  const state = useResourceForm(zStatusForm, useSetMemberStatus(member.uyeid), {
    initialValues: { Durum: member.durum, DurumAciklama: member.durumAciklama },
    success: ADMIN_MEMBER_MSG.updated,
  });
  const { form } = state;
  const active = form.values.Durum;
  return (
    <ResourceForm state={state} title="Hesap Durumu" submit="Kaydet">
      <Group gap="xs">
        <Text size="sm">Şu an:</Text>
        <StateBadge color={member.durum ? 'green' : 'red'}>{member.durum ? 'Aktif' : 'Durduruldu'}</StateBadge>
      </Group>
      <Switch
        label={active ? 'Hesap aktif' : 'Hesap durduruldu'}
        description="Durdurulan üye giriş yapamaz; açık oturumları hemen kapanır."
        color="green"
        {...form.getInputProps('Durum', { type: 'checkbox' })}
      />
      <Textarea
        label={active ? 'Açıklama' : 'Durdurma Nedeni'}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={1000}
        {...form.getInputProps('DurumAciklama')}
      />
    </ResourceForm>
  );
}
