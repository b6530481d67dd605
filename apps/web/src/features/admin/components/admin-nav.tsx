import { NavLink } from '@mantine/core';
import {
  IconAd2,
  IconAddressBook,
  IconArticle,
  IconBox,
  IconBrandHipchat,
  IconBuildingFactory2,
  IconCategory,
  IconClipboardList,
  IconCurrencyLira,
  IconFiles,
  IconFolders,
  IconHelpCircle,
  IconHome,
  IconLifebuoy,
  IconMail,
  IconMailbox,
  IconMessage2,
  IconNews,
  IconPackage,
  IconPackages,
  IconPresentation,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_HOME } from '../../../lib/paths';
import { ADMIN_MENU } from '../menu-items';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  index: IconHome,
  kategoriler: IconCategory,
  AktifPaketListesi: IconPackage,
  TalepListesi: IconClipboardList,
  'uye-Firma': IconBuildingFactory2,
  'uye-List': IconUsers,
  kategoriurunler: IconBox,
  genelAyarlar: IconSettings,
  reklamlar: IconAd2,
  sayfaKat: IconFolders,
  sayfalar: IconFiles,
  koleksiyonlar: IconPackages,
  makaleler: IconArticle,
  slides: IconPresentation,
  Blogs: IconNews,
  sss: IconHelpCircle,
  mail: IconMail,
  smsAyar: IconMessage2,
  sosyalMedyaisl: IconBrandHipchat,
  Bultens: IconMailbox,
  iletisim: IconAddressBook,
  destekList: IconLifebuoy,
  kurlar: IconCurrencyLira,
};

/** The side menu of the back-office, every entry of admin spec §2. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const current = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  return (
    <nav aria-label="Yönetim menüsü">
      {ADMIN_MENU.map(({ path, label }) => {
        const to = `${ADMIN_HOME}/${path}`;
        const Icon = ICONS[path] ?? IconHome;
        const active = current === to.toLowerCase() || (path === 'index' && (current === ADMIN_HOME || current === ''));
        return (
          <NavLink
            key={path}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} />}
            active={active}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
