import { Anchor } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { startsRequests } from '../../../lib/roles';
import { SUPPORT_DESK } from '../../../lib/support-links';
import { NavLink } from '../../../ui/navigation';

const CREATE_REQUEST = '/teklif-Olustur';
const NAV = [
  { to: '/urunler', label: 'Ürünler' },
  { to: '/talepler', label: 'Talepler' },
  { to: CREATE_REQUEST, label: 'Talep Oluştur' },
  { to: '/blog', label: 'Blog' },
  { to: '/duyuru', label: 'Duyurular' },
  { to: '/sss', label: 'SSS' },
  { to: '/contact', label: 'İletişim' },
  { to: '/Qr', label: 'Mobil Uygulama' },
];

/** A logged-in member's support desk (spec §6 "Logged-in user. Gets the support link"). */
const MEMBER_NAV = [{ to: SUPPORT_DESK, label: 'Destek' }];

/**
 * The site's sections as links; on phones (`stacked`) one a row, each a full-width touch target. 'Talep Oluştur' only
 * for those who may start a request (visitors and buyers).
 */
export function SiteNav({
  stacked,
  onNavigate,
  user,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
  user: SessionUser | null;
}) {
  const nav = startsRequests(user) ? NAV : NAV.filter((item) => item.to !== CREATE_REQUEST);
  return (user ? [...nav, ...MEMBER_NAV] : nav).map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      onClick={onNavigate}
      size="sm"
      fw={600}
      c="dimmed"
      underline="hover"
      py={stacked ? 10 : undefined}
      display={stacked ? 'block' : undefined}
    >
      {item.label}
    </Anchor>
  ));
}
