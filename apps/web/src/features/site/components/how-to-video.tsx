import { ActionIcon, AspectRatio, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { titleAndMetaQuery } from '../api/get-title-and-meta';

const TITLE = 'Nasıl Kullanılır?';

/**
 * The 'how to use' video of a logged-in user (spec §2 header): one for buyers and companies (basic, firma), one for
 * manufacturers (onay, imalatci), at the addresses of the site settings; nothing when none is set.
 */
export function HowToVideo({ role }: { role: SessionUser['role'] }) {
  const { data: site } = useQuery(titleAndMetaQuery());
  const [opened, modal] = useDisclosure(false);
  const src = role === 'imalatci' || role === 'onay' ? site?.videoImalatci : site?.videoUye;
  if (!src?.startsWith('https://')) return null; // an embed over https only
  return (
    <>
      <Tooltip label={TITLE}>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={TITLE} onClick={modal.open}>
          <IconPlayerPlay size={20} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={modal.close} title={TITLE} size="xl" centered>
        <AspectRatio ratio={16 / 9}>
          {opened && <iframe src={src} title={TITLE} allow="fullscreen; encrypted-media" style={{ border: 0 }} />}
        </AspectRatio>
      </Modal>
    </>
  );
}
