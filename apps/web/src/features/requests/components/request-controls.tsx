import { Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconSquareCheck } from '@tabler/icons-react';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { errorText } from '../../../lib/http';
import { BusyButton } from '../../../ui/busy-button';
import { useChangeOwnRequest } from '../api/change-own-request';

type Props = {
  id: number;
  published: boolean;
  /** 'Durdur' / 'Yayınla' offered: not for a rejected request, which is not published whatever its flag says */
  canPublish: boolean;
  title: string;
};

/**
 * Stop / publish again (any time) and finish (final, confirmed first): DESIGN §4 "Request life". The page hides
 * these once the request is finished.
 */
export function RequestControls({ id, published, canPublish, title }: Props) {
  const change = useChangeOwnRequest(id);
  const busy = (islem: 'durdur' | 'bitir') => change.isPending && change.variables === islem;
  const run = (islem: 'durdur' | 'bitir') =>
    change.mutate(islem, {
      onSuccess: () => {
        if (islem === 'bitir') notifications.show({ color: 'green', message: REQUEST_MSG.finishedNow });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });
  const confirmFinish = () =>
    modals.openConfirmModal({
      title: 'Talebi Sonlandır',
      children: (
        <Text size="sm">
          {title} talebi sonlandırılsın mı? Sonlandırılan talep yeni teklif almaz ve bu işlem geri alınamaz. Teklifi
          kabul edilmeyen firmalara talebin sonlandırıldığı bildirilir.
        </Text>
      ),
      labels: { confirm: 'Sonlandır', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      onConfirm: () => run('bitir'),
    });

  return (
    <Group gap="xs">
      {canPublish && (
        <BusyButton
          busy={busy('durdur')}
          disabled={change.isPending}
          variant="default"
          leftSection={published ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          onClick={() => run('durdur')}
        >
          {published ? 'Durdur' : 'Yayınla'}
        </BusyButton>
      )}
      <BusyButton
        busy={busy('bitir')}
        disabled={change.isPending}
        variant="default"
        // dark text on white with a red mark: the light red variant's text fell under 4.5:1 (WCAG AA)
        leftSection={<IconSquareCheck size={18} color="var(--mantine-color-red-8)" />}
        onClick={confirmFinish}
      >
        Talebi Sonlandır
      </BusyButton>
    </Group>
  );
}
