import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts of Mantine's imperative overlays: `notifications.show(…)` and `modals.openConfirmModal(…)` work from any
 * page once these are mounted. They are loaded after the first render (see root-layout.tsx) so that neither
 * package weighs on the public entry chunk. ModalsProvider has no children here: pages use the imperative API.
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: 'Evet', cancel: 'Vazgeç' }} />
    </>
  );
}
