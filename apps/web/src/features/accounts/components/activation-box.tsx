import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { verifyMemberQuery } from '../api/verify-member';
import { ActivationForm } from './activation-form';

/** Shown while the account awaits its code; once confirmed the user is refreshed (uyeDogrula) and the box goes. */
export function ActivationBox({ email }: { email: string }) {
  const queryClient = useQueryClient();
  return (
    <Alert
      color="orange"
      variant="light"
      role="region"
      aria-label="Hesabınızı aktifleştirin"
      icon={<IconAlertTriangle size={20} />}
      title="Hesabınızı aktifleştirin"
    >
      <Text size="sm" mb="sm">
        Size SMS ve mail ile gönderilen aktivasyon kodunu girerek hesabınızı aktifleştirebilirsiniz.
      </Text>
      <ActivationForm
        email={email}
        onActivated={() => void queryClient.invalidateQueries({ queryKey: verifyMemberQuery().queryKey })}
      />
    </Alert>
  );
}
