import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconMailCheck, IconSwitchHorizontal } from '@tabler/icons-react';
import { ADMIN_MEMBER_MSG, type MemberDetail } from '@tedarik/contract/members/admin';
import { type ReactNode, useState } from 'react';
import { BusyButton } from '../../../ui/admin/busy-button';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { useActivateMember } from '../api/activate-member';
import { useSetMemberType } from '../api/set-member-type';
import { MemberPasswordModal } from './member-password-modal';

function Row({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0} style={{ flex: 1, minWidth: 180 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

/**
 * The account's switches (admin spec §2 uye-detay-{id}, §4): the type (company ↔ plain member, each after its
 * question), the e-mail activation approved without the code, and a new password.
 */
export function MemberActions({ member }: { member: MemberDetail['uye'] }) {
  const id = member.uyeid;
  const type = useSetMemberType(id);
  const activate = useActivateMember(id);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState(false);
  const company = member.firmaDrm;

  const approve = () =>
    activate.mutate(undefined, {
      onSuccess: () => notifySuccess(ADMIN_MEMBER_MSG.activated),
      onError: notifyError,
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`member-actions-${id}`}>
      <Card.Section withBorder inheritPadding py="sm">
        <Title order={3} fz="lg" id={`member-actions-${id}`}>
          Hesap İşlemleri
        </Title>
      </Card.Section>
      <Stack gap="lg" pt="md">
        <Row title="Üyelik Türü" text={company ? 'Firma (imalatçı) hesabı' : 'Üyelik (alıcı) hesabı'}>
          <Button
            variant="light"
            leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {company ? 'Üyelik Hesabı Yap' : 'İmalatçı Yap'}
          </Button>
        </Row>
        <Row title="E-posta Aktivasyonu" text={member.aktivasyonKodu ? 'Onay bekliyor.' : 'Onaylandı.'}>
          {member.aktivasyonKodu && (
            <BusyButton
              busy={activate.isPending}
              variant="light"
              color="green"
              leftSection={<IconMailCheck size={16} aria-hidden />}
              onClick={approve}
            >
              Aktivasyonu Onayla
            </BusyButton>
          )}
        </Row>
        <Row title="Şifre" text="Üyenin şifresi gösterilmez; yeni bir şifre belirleyebilirsiniz.">
          <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setPassword(true)}>
            Yeni Şifre Belirle
          </Button>
        </Row>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Üyelik Türü"
        message={company ? ADMIN_MEMBER_MSG.toMember : ADMIN_MEMBER_MSG.toCompany}
        confirm="Değiştir"
        onConfirm={async () => {
          await type.mutateAsync(!company);
          notifySuccess(ADMIN_MEMBER_MSG.updated);
        }}
        onClose={() => setConfirming(false)}
      />
      <MemberPasswordModal memberId={id} opened={password} onClose={() => setPassword(false)} />
    </Card>
  );
}
