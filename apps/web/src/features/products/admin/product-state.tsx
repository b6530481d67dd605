import { StateBadge } from '../../../ui/admin/status';

/** A company product open (shown on the site) or closed (admin spec §4). */
export function ProductState({ open }: { open: boolean }) {
  return <StateBadge color={open ? 'green' : 'gray'}>{open ? 'Açık' : 'Kapalı'}</StateBadge>;
}
