// The member area's one table of screens (spec §2): each screen's path, its title, its module, and its entry in the
// side menu of the roles that see one (DESIGN §4 "Roles"), in the menu's order. The route table's site splat route
// (router.tsx) finds a member path here, through the member frame (member-layout.tsx), which also draws the menu from
// it; nothing else names a member screen's path for routing. Like the back-office's, this module is only ever
// imported lazily: with it, the pages' chunk lists and the menu's icons stay out of the entry chunk every visitor of
// the public site loads (decision 0010).
//
// A path is matched whole and case-insensitively, as React Router matches its static paths ('account-d-kullgunc'
// serves 'account-d-kullGunc'). ':id' stands for a number: '/account-d-detay-talep-5'. Feature links name these paths
// too (a feature may not import app/); screens.test.ts checks each of them against this table.
import {
  IconAdjustmentsHorizontal,
  IconApi,
  IconBox,
  IconBuildingFactory2,
  IconClipboardList,
  IconClockHour4,
  IconCoins,
  IconCreditCard,
  IconFilePlus,
  IconFileSpreadsheet,
  IconKey,
  IconLifebuoy,
  IconMail,
  IconMessages,
  IconPackage,
  IconPhoto,
  IconRosetteDiscountCheck,
  IconSend,
  IconStar,
  IconTargetArrow,
  IconUserCircle,
  IconWebhook,
} from '@tabler/icons-react';
import { ROLES, type Role } from '@tedarik/contract/constants';
import type { ComponentType } from 'react';
import type { MemberMenuItem } from '../../../features/accounts/components/member-menu';
import { screenLookup } from '../../segment-match';

/** A member page's module: the page, and what it starts loading the moment its chunk is in. */
type MemberPageModule = { Component: ComponentType; prefetch?: (url: URL) => void };

type MenuEntry = Omit<MemberMenuItem, 'to'>;

type MemberScreen = {
  /** as the spec writes it, without the leading '/'; ':id' for a number */
  path: string;
  /** the page's title, and its menu entry's label */
  label: string;
  /** its menu entry's icon: a screen with one is in the side menu of `roles`, in this table's order */
  icon?: MenuEntry['icon'];
  /** the roles whose side menu shows it (every role's when absent) */
  roles?: readonly Role[];
  /** the roles whose side menu shows it under a name of their own: what the package page is to each */
  byRole?: Partial<Record<Role, MenuEntry>>;
  load: () => Promise<MemberPageModule>;
};

const packages = () => import('./packages');
/** the threads, with the one chosen or not */
const messages = () => import('./messages');
/** the roles that buy: a plain member, and a company without an active package (DESIGN §4) */
const BUYERS: readonly Role[] = ['basic', 'onay', 'firma'];

export const memberScreens: readonly MemberScreen[] = [
  { path: 'account-d', label: 'Hesabım', load: () => import('./dashboard') },
  // the side menu, in its order: the role's own entries, then everyone's
  {
    path: 'account-d-detay-taleplerim',
    label: 'Taleplerim',
    icon: IconClipboardList,
    roles: BUYERS,
    load: () => import('./my-requests'),
  },
  {
    path: 'account-d-detay-taleplerim-olustur',
    label: 'Talep Oluştur',
    icon: IconFilePlus,
    roles: ['basic'],
    load: () => import('./create-request'),
  },
  // both package paths of the spec show the one package page
  {
    path: 'account-d-paket-basvuru',
    label: 'Paket Başvurusu',
    byRole: { basic: { label: 'İmalatçı Ol', icon: IconBuildingFactory2 } },
    load: packages,
  },
  {
    path: 'account-d-detay-paket',
    label: 'Paket Başvurusu',
    byRole: {
      onay: { label: 'Paket onayı bekleniyor', icon: IconClockHour4 },
      firma: { label: 'Paket Satın Al', icon: IconPackage },
    },
    load: packages,
  },
  {
    path: 'account-d-detay-urunlerim',
    label: 'Ürünlerim',
    icon: IconBox,
    roles: ['imalatci'],
    load: () => import('./my-products'),
  },
  // the requests its products match and it has not answered yet (GET /api/uyetalelTeklifindex)
  {
    path: 'account-d-detay-teklif-ver',
    label: 'Teklif Verilebilecek Talepler',
    icon: IconTargetArrow,
    roles: ['imalatci'],
    load: () => import('./offerable-requests'),
  },
  {
    path: 'account-d-detay-tekliflerim',
    label: 'Tekliflerim',
    icon: IconSend,
    roles: ['imalatci'],
    load: () => import('./my-offers'),
  },
  // beyond the spec (issue 50 item 1): the company's quote credits, their packs and ledger
  {
    path: 'hesabim/teklif-haklari',
    label: 'Teklif Haklarım',
    icon: IconCoins,
    roles: ['imalatci'],
    load: () => import('./credits'),
  },
  // beyond the spec (issue 49): a company's numbers and documents, and the badges they earn (a buyer's badges are
  // its activation's: the page is open to it, out of its menu)
  {
    path: 'hesabim/dogrulama',
    label: 'Firma Doğrulama',
    icon: IconRosetteDiscountCheck,
    roles: ['onay', 'firma', 'imalatci'],
    load: () => import('./verification'),
  },
  // beyond the spec (issue 49 item 2): the company's reviews and its answers
  {
    path: 'hesabim/degerlendirmeler',
    label: 'Değerlendirmeler',
    icon: IconStar,
    roles: ['imalatci', 'firma'],
    load: () => import('./reviews'),
  },
  // beyond the spec (issue 50 item 2, decision 0061): the requests a company hears of, where, from which quantity, how
  {
    path: 'hesabim/talep-tercihlerim',
    label: 'Talep Tercihlerim',
    icon: IconAdjustmentsHorizontal,
    roles: ['onay', 'firma', 'imalatci'],
    load: () => import('./match-preferences'),
  },
  // beyond the spec (issue 52 item 3, decision 0065): the company's keys of the open API
  {
    path: 'hesabim/api-anahtarlari',
    label: 'API Anahtarları',
    icon: IconApi,
    roles: ['onay', 'firma', 'imalatci'],
    load: () => import('./api-keys'),
  },
  // beyond the spec (issue 52 item 4, decision 0068): the company's webhooks
  {
    path: 'hesabim/webhook-adresleri',
    label: 'Webhook Adresleri',
    icon: IconWebhook,
    roles: ['onay', 'firma', 'imalatci'],
    load: () => import('./webhooks'),
  },
  // beyond the spec (issue 50): orders paid by bank transfer, every role's (a member may buy a package)
  { path: 'hesabim/odemeler', label: 'Ödemelerim', icon: IconCreditCard, load: () => import('./orders') },
  // beyond the spec (issue 52 item 5): every role's lists as Excel or CSV (a company's feed and offers too)
  { path: 'hesabim/disa-aktar', label: 'Dışa Aktar', icon: IconFileSpreadsheet, load: () => import('./exports') },
  // beyond the spec (issue 38): every role's threads
  { path: 'hesabim/mesajlar', label: 'Mesajlar', icon: IconMessages, load: messages },
  { path: 'account-d-detay-tercih', label: 'Profilim', icon: IconUserCircle, load: () => import('./profile') },
  { path: 'account-d-detay-logo', label: 'Logo', icon: IconPhoto, load: () => import('./logo') },
  { path: 'account-d-kullGunc', label: 'Kullanıcı Bilgileri', icon: IconMail, load: () => import('./change-email') },
  { path: 'account-d-sifreGunc', label: 'Şifre Değiştir', icon: IconKey, load: () => import('./change-password') },
  // beyond the spec (issue 53, KVKK): every role's data, downloaded; its consents join it
  { path: 'hesabim/gizlilik', label: 'Gizlilik ve İzinler', icon: IconUserCircle, load: () => import('./privacy') },
  // The support desk is among the spec's public paths but shown only to logged-in members: in their frame.
  { path: 'destek', label: 'Destek', icon: IconLifebuoy, load: () => import('./support') },
  // reached from the pages above
  { path: 'destek-yeni-talep', label: 'Yeni Destek Talebi', load: () => import('./new-ticket') },
  { path: 'account-d-detay-urun-olustur', label: 'Ürün Ekle', load: () => import('./create-product') },
  // the hyphenated families
  { path: 'destek-talep-detay-:id', label: 'Destek Talebi', load: () => import('./support-ticket') },
  { path: 'account-d-detay-talep-duzenle-:id', label: 'Talebi Düzenle', load: () => import('./edit-request') },
  { path: 'account-d-detay-talep-:id', label: 'Talep Detayı', load: () => import('./my-request') },
  { path: 'account-d-detay-teklif-:id', label: 'Teklifim', load: () => import('./my-offer') },
  {
    path: 'account-d-detay-urun-icerik-gorsel-ekle-:id',
    label: 'Görsel Ekle',
    load: () => import('./add-product-image'),
  },
  { path: 'account-d-detay-urun-icerik-:id', label: 'Ürün Detayı', load: () => import('./my-product') },
  // beyond the spec (issue 37; DESIGN §8: Turkish lower-case paths)
  { path: 'hesabim/talepler/:id/karsilastir', label: 'Teklif Karşılaştırma', load: () => import('./comparison') },
  { path: 'hesabim/mesajlar/:id', label: 'Mesajlar', load: messages },
  { path: 'hesabim/odemeler/yeni', label: 'Havale / EFT ile Satın Al', load: () => import('./new-order') },
  { path: 'hesabim/odemeler/:id', label: 'Sipariş', load: () => import('./order') },
];

/** A role's entry for a screen, if its side menu has one. */
const entryOf = (role: Role, { label, icon, roles = ROLES, byRole }: MemberScreen): MenuEntry | undefined =>
  byRole?.[role] ?? (icon && roles.includes(role) ? { label, icon } : undefined);

/** A role's side menu: its entries of the table, in the table's order. */
export const memberMenuOf = (role: Role): MemberMenuItem[] =>
  memberScreens.flatMap((screen) => {
    const entry = entryOf(role, screen);
    return entry ? [{ to: `/${screen.path}`, ...entry }] : [];
  });

const screenOf = screenLookup(memberScreens, () => ({ lazy: async () => ({ Component: () => null }) }));

/**
 * Starts fetching the page of a member path's screen ('account-d'), if it is one: the entry asks for it beside the
 * app's parts (app-parts.ts), so that the frame and the page show in one pass, and the page below the frame on a
 * phone does not move the menu under it.
 */
export function preloadScreenOf(segment: string) {
  const id = screenOf(segment)?.route.id;
  memberScreens
    .find((screen) => screen.path === id)
    ?.load()
    .catch(() => undefined);
}
