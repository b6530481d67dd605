import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The hosts of Mantine's imperative overlays: `notifications.show(…)` and `modals.openConfirmModal(…)` work from any
 * page once these are mounted. They are loaded after the first render (see root-layout.tsx) so that neither
 * package weighs on the public entry chunk. ModalsProvider has no children here: pages use the imperative API;
 * `onMount` asks again for the confirms a page asked for before this was in.
 */
export default function Overlays({ onMount }: { onMount: () => void }) {
  // after the providers' own effects: the confirms asked before this chunk came are asked again (root-layout.tsx)
  useEffect(onMount, [onMount]);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: 'Evet', cancel: 'Vazgeç' }} />
    </>
  );
}
