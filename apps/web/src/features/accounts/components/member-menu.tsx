import { NavLink, Paper } from '@mantine/core';
import {
  IconBox,
  IconBuildingFactory2,
  IconClipboardList,
  IconClockHour4,
  IconFilePlus,
  IconKey,
  IconLifebuoy,
  IconLogout,
  IconMail,
  IconPackage,
  IconPhoto,
  IconSend,
  IconTargetArrow,
  IconUserCircle,
} from '@tabler/icons-react';
import type { Role } from '@tedarik/contract/constants';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { MEMBER_LOGOUT } from '../../../lib/paths';
import { SUPPORT_DESK } from '../../../lib/support-links';

type Item = {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  /** the pages under this entry besides its own: '/destek' also marks the new ticket and the threads */
  family?: string;
};

const REQUESTS: Item = { to: '/account-d-detay-taleplerim', label: 'Taleplerim', Icon: IconClipboardList };

/** The role's own entries (DESIGN §4 "Roles"); the requests menu is shown to basic, onay and firma. */
const BY_ROLE: Record<Role, Item[]> = {
  basic: [
    REQUESTS,
    { to: '/account-d-detay-taleplerim-olustur', label: 'Talep Oluştur', Icon: IconFilePlus },
    { to: '/account-d-paket-basvuru', label: 'İmalatçı Ol', Icon: IconBuildingFactory2 },
  ],
  onay: [REQUESTS, { to: '/account-d-detay-paket', label: 'Paket onayı bekleniyor', Icon: IconClockHour4 }],
  firma: [REQUESTS, { to: '/account-d-detay-paket', label: 'Paket Satın Al', Icon: IconPackage }],
  imalatci: [
    { to: '/account-d-detay-urunlerim', label: 'Ürünlerim', Icon: IconBox },
    // the requests its products match and it has not answered yet (GET /api/uyetalelTeklifindex)
    { to: '/account-d-detay-teklif-ver', label: 'Teklif Verilebilecek Talepler', Icon: IconTargetArrow },
    { to: '/account-d-detay-tekliflerim', label: 'Tekliflerim', Icon: IconSend },
  ],
};

const FOR_ALL: Item[] = [
  { to: '/account-d-detay-tercih', label: 'Profilim', Icon: IconUserCircle },
  { to: '/account-d-detay-logo', label: 'Logo', Icon: IconPhoto },
  { to: '/account-d-kullGunc', label: 'Kullanıcı Bilgileri', Icon: IconMail },
  { to: '/account-d-sifreGunc', label: 'Şifre Değiştir', Icon: IconKey },
  { to: SUPPORT_DESK, label: 'Destek', Icon: IconLifebuoy, family: `${SUPPORT_DESK}-` },
  { to: MEMBER_LOGOUT, label: 'Çıkış', Icon: IconLogout },
];

export function MemberMenu({ role }: { role: Role }) {
  const current = useLocation().pathname.toLowerCase();
  return (
    <Paper withBorder p={4} component="nav" aria-label="Hesap menüsü">
      {[...BY_ROLE[role], ...FOR_ALL].map(({ to, label, Icon, family }) => (
        <NavLink
          key={label}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={18} />}
          active={current === to.toLowerCase() || (family !== undefined && current.startsWith(family))}
          color={to === MEMBER_LOGOUT ? 'red' : undefined}
        />
      ))}
    </Paper>
  );
}
