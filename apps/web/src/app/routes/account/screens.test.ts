import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES } from '@tedarik/contract/constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { conversationHref, MESSAGES, threadRequestHref } from '../../../features/conversations/links';
import { ADD_PRODUCT, comparisonHref, OFFERABLE_REQUESTS, ownOfferHref } from '../../../features/offers/links';
import {
  MEMBER_CREATE_PRODUCT,
  MY_PRODUCTS,
  ownProductHref,
  ownProductImageHref,
} from '../../../features/products/links';
import {
  editRequestHref,
  MEMBER_CREATE_REQUEST,
  MEMBER_REQUESTS,
  ownRequestHref,
} from '../../../features/requests/links';
import { MEMBER_HOME, MEMBER_PACKAGES } from '../../../lib/paths';
import { NEW_TICKET, SUPPORT_DESK, ticketHref } from '../../../lib/support-links';
import { NOT_FOUND_ID, routes, SITE_SEGMENT_ID, siteSegmentOf } from '../../router';
import { memberMenuOf, memberScreens } from './screens';

/** Every page of the member area (spec §2, issue 37's comparison and issue 38's messages), with its title. */
const MEMBER_PAGES: Record<string, string> = {
  '/account-d': 'Hesabım',
  '/account-d-detay-taleplerim': 'Taleplerim',
  '/account-d-detay-taleplerim-olustur': 'Talep Oluştur',
  '/account-d-detay-tekliflerim': 'Tekliflerim',
  '/account-d-detay-teklif-ver': 'Teklif Verilebilecek Talepler',
  '/account-d-detay-urunlerim': 'Ürünlerim',
  '/account-d-detay-urun-olustur': 'Ürün Ekle',
  '/account-d-detay-tercih': 'Profilim',
  '/account-d-detay-logo': 'Logo',
  '/account-d-detay-paket': 'Paket Başvurusu',
  '/account-d-paket-basvuru': 'Paket Başvurusu',
  '/account-d-kullGunc': 'Kullanıcı Bilgileri',
  '/account-d-sifreGunc': 'Şifre Değiştir',
  '/destek': 'Destek',
  '/destek-yeni-talep': 'Yeni Destek Talebi',
  '/destek-talep-detay-5': 'Destek Talebi',
  '/account-d-detay-talep-5': 'Talep Detayı',
  '/account-d-detay-talep-duzenle-5': 'Talebi Düzenle',
  '/account-d-detay-teklif-5': 'Teklifim',
  '/account-d-detay-urun-icerik-5': 'Ürün Detayı',
  '/account-d-detay-urun-icerik-gorsel-ekle-5': 'Görsel Ekle',
  '/hesabim/talepler/5/karsilastir': 'Teklif Karşılaştırma',
  '/hesabim/mesajlar': 'Mesajlar',
  '/hesabim/mesajlar/5': 'Mesajlar',
  '/hesabim/dogrulama': 'Firma Doğrulama',
  '/hesabim/degerlendirmeler': 'Değerlendirmeler',
  '/hesabim/odemeler': 'Ödemelerim',
  '/hesabim/odemeler/yeni': 'Havale / EFT ile Satın Al',
  '/hesabim/odemeler/5': 'Sipariş',
  '/hesabim/teklif-haklari': 'Teklif Haklarım',
  '/hesabim/talep-tercihlerim': 'Talep Tercihlerim',
  '/hesabim/disa-aktar': 'Dışa Aktar',
  '/hesabim/api-anahtarlari': 'API Anahtarları',
  '/hesabim/gizlilik': 'Gizlilik ve İzinler',
  '/hesabim/webhook-adresleri': 'Webhook Adresleri',
};

/** What the route table shows at a path: the splat route's page (its table id, title and params), or another route. */
async function pageAt(href: string) {
  const { pathname } = new URL(href, 'http://x');
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (leaf?.route.id !== SITE_SEGMENT_ID) return { route: leaf?.route.id };
  const { route, params } = await siteSegmentOf(leaf.params['*'] ?? '');
  return { screen: route.id, title: route.title, access: 'access' in route ? route.access : undefined, params };
}

const sample = (path: string) => `/${path.replace(/:\w+/g, '5')}`;

describe("the member area's table of screens", () => {
  it('routes every page of the member area, for members only, under its title', async () => {
    for (const [path, title] of Object.entries(MEMBER_PAGES)) {
      expect([path, await pageAt(path)]).toMatchObject([path, { title, access: 'member' }]);
    }
    expect(memberScreens.map((s) => sample(s.path)).sort()).toEqual(Object.keys(MEMBER_PAGES).sort());
  });

  it('routes each screen of the table to itself, whatever the case, with its parameters', async () => {
    for (const { path } of memberScreens) {
      expect([path, (await pageAt(sample(path))).screen]).toEqual([path, path]);
      expect((await pageAt(sample(path).toUpperCase())).screen).toBe(path);
    }
    expect(await pageAt('/account-d-detay-talep-5/')).toMatchObject({ params: { id: '5' } });
    expect(await pageAt('/hesabim/talepler/7/karsilastir')).toMatchObject({ params: { id: '7' } });
    expect(await pageAt('/hesabim/mesajlar/7')).toMatchObject({ params: { id: '7' } });
    for (const missing of [
      '/account-d-detay-talep-',
      '/account-d-detay-talep-abc',
      '/account-d-nothing',
      '/destek-x',
      '/hesabim/mesajlar/abc',
    ]) {
      expect((await pageAt(missing)).screen).toBe(NOT_FOUND_ID);
    }
  });

  it('names each path once', () => {
    const paths = memberScreens.map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the paths the spec routes without a screen as redirects for members', () => {
    for (const path of ['/account-d-detay-update-information', '/account-d-detay-Reactivation']) {
      expect(matchRoutes(routes, path)?.map((m) => m.route.id)).toContain('member');
    }
  });

  it('has a screen behind every link the features make', async () => {
    const links = [
      MEMBER_HOME,
      MEMBER_PACKAGES,
      MEMBER_REQUESTS,
      MEMBER_CREATE_REQUEST,
      ownRequestHref(7),
      editRequestHref(7),
      MY_PRODUCTS,
      MEMBER_CREATE_PRODUCT,
      ownProductHref(7),
      ownProductImageHref(7),
      OFFERABLE_REQUESTS,
      ADD_PRODUCT,
      ownOfferHref(7),
      comparisonHref(7),
      SUPPORT_DESK,
      NEW_TICKET,
      ticketHref(7),
      MESSAGES,
      conversationHref(7),
      threadRequestHref('buyer', 7),
    ];
    for (const href of links) expect([href, (await pageAt(href)).access]).toEqual([href, 'member']);
  });
});

describe("the member's side menu", () => {
  const common = [
    ['Ödemelerim', '/hesabim/odemeler'],
    ['Dışa Aktar', '/hesabim/disa-aktar'],
    ['Mesajlar', '/hesabim/mesajlar'],
    ['Profilim', '/account-d-detay-tercih'],
    ['Logo', '/account-d-detay-logo'],
    ['Kullanıcı Bilgileri', '/account-d-kullGunc'],
    ['Şifre Değiştir', '/account-d-sifreGunc'],
    ['Gizlilik ve İzinler', '/hesabim/gizlilik'],
    ['Destek', '/destek'],
  ];
  const menu = (role: (typeof ROLES)[number]) => memberMenuOf(role).map(({ label, to }) => [label, to]);

  it("shows each role its own entries, then everyone's, in their order (DESIGN §4 'Roles')", () => {
    expect(menu('basic')).toEqual([
      ['Taleplerim', '/account-d-detay-taleplerim'],
      ['Talep Oluştur', '/account-d-detay-taleplerim-olustur'],
      ['İmalatçı Ol', '/account-d-paket-basvuru'],
      ...common,
    ]);
    expect(menu('onay')).toEqual([
      ['Taleplerim', '/account-d-detay-taleplerim'],
      ['Paket onayı bekleniyor', '/account-d-detay-paket'],
      ['Firma Doğrulama', '/hesabim/dogrulama'],
      ['Talep Tercihlerim', '/hesabim/talep-tercihlerim'],
      ['API Anahtarları', '/hesabim/api-anahtarlari'],
      ['Webhook Adresleri', '/hesabim/webhook-adresleri'],
      ...common,
    ]);
    expect(menu('firma')).toEqual([
      ['Taleplerim', '/account-d-detay-taleplerim'],
      ['Paket Satın Al', '/account-d-detay-paket'],
      ['Firma Doğrulama', '/hesabim/dogrulama'],
      ['Değerlendirmeler', '/hesabim/degerlendirmeler'],
      ['Talep Tercihlerim', '/hesabim/talep-tercihlerim'],
      ['API Anahtarları', '/hesabim/api-anahtarlari'],
      ['Webhook Adresleri', '/hesabim/webhook-adresleri'],
      ...common,
    ]);
    expect(menu('imalatci')).toEqual([
      ['Ürünlerim', '/account-d-detay-urunlerim'],
      ['Teklif Verilebilecek Talepler', '/account-d-detay-teklif-ver'],
      ['Tekliflerim', '/account-d-detay-tekliflerim'],
      ['Teklif Haklarım', '/hesabim/teklif-haklari'],
      ['Firma Doğrulama', '/hesabim/dogrulama'],
      ['Değerlendirmeler', '/hesabim/degerlendirmeler'],
      ['Talep Tercihlerim', '/hesabim/talep-tercihlerim'],
      ['API Anahtarları', '/hesabim/api-anahtarlari'],
      ['Webhook Adresleri', '/hesabim/webhook-adresleri'],
      ...common,
    ]);
  });

  it('is drawn from the table: every entry a screen of it, and the menu component names no page', async () => {
    for (const role of ROLES) {
      for (const { to } of memberMenuOf(role)) expect((await pageAt(to)).access).toBe('member');
    }
    const component = readFileSync(
      join(import.meta.dirname, '../../../features/accounts/components/member-menu.tsx'),
      'utf8',
    ).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // its code, not its comments
    expect(component.match(/['`]\/(account-d|destek|hesabim)[^'`]*['`]/g)).toBeNull();
  });
});
