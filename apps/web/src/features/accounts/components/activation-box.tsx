import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@tedarik/contract/accounts/public';
import { useState } from 'react';
import { markMemberActivated } from '../api/verify-member';
import { ActivationForm } from './activation-form';

/**
 * Shown while the account awaits its code. Once confirmed the user is refreshed (uyeDogrula) and the box turns into
 * the 'Hesabınız aktifleştirildi.' confirmation (the shell keeps it mounted for that).
 */
export function ActivationBox({ email, onActivated }: { email: string; onActivated?: () => void }) {
  const queryClient = useQueryClient();
  const [activated, setActivated] = useState(false);
  if (activated)
    return (
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} />}>
        {MSG.activated}
      </Alert>
    );
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
        Size SMS ve e-posta ile gönderilen aktivasyon kodunu girerek hesabınızı aktifleştirebilirsiniz.
      </Text>
      <ActivationForm
        email={email}
        onActivated={() => {
          setActivated(true);
          onActivated?.();
          void markMemberActivated(queryClient);
        }}
      />
    </Alert>
  );
}
