// The public site's sections: their paths, titles and meta descriptions, for the web router (the tab title) and for
// the server (the <title> crawlers see, DESIGN §2b). A page named by its data (a request, a company, a post) is
// titled by the server and the page itself; these are the sections' own names.
export interface SitePage {
  /** the whole path, case-insensitive */
  pattern: RegExp;
  title: string;
  description?: string;
}

export const SITE_PAGES = {
  home: {
    pattern: /^\/(index)?$/i,
    title: 'Ana Sayfa',
    description: 'Satın alma talebinizi ücretsiz oluşturun, onaylı imalatçılardan teklif alın.',
  },
  products: { pattern: /^\/urunler(-.+)?$/i, title: 'Ürünler' },
  requests: { pattern: /^\/talepler(-.+)?$/i, title: 'Talepler' },
  blog: { pattern: /^\/blog(-\d+)?$/i, title: 'Blog' },
  announcements: { pattern: /^\/duyuru(-\d+)?$/i, title: 'Duyurular' },
  faq: {
    pattern: /^\/sss$/i,
    title: 'Sıkça Sorulan Sorular',
    description: 'Talep, teklif, üyelik ve imalatçı paketleri hakkında sık sorulan sorular.',
  },
  contact: {
    pattern: /^\/contact$/i,
    title: 'İletişim',
    description: 'Bize yazın: sorularınız, önerileriniz ve reklam talepleriniz için iletişim bilgilerimiz.',
  },
  // the legacy route says 'teklif' (offer); the thing a visitor creates there is a request (COPY.md)
  createRequest: {
    pattern: /^\/teklif-olustur$/i,
    title: 'Talep Oluştur',
    description: 'İhtiyacınız olan ürün için ücretsiz talep oluşturun, imalatçılardan teklif alın.',
  },
  qr: {
    pattern: /^\/qr$/i,
    title: 'Mobil Uygulamalarımız',
    description: 'Mobil uygulamalarımızı indirin, talep ve teklifleri her yerden takip edin.',
  },
  login: { pattern: /^\/account-login$/i, title: 'Giriş Yap' },
  register: { pattern: /^\/account-free-join$/i, title: 'Ücretsiz Üye Ol' },
  forgotPassword: { pattern: /^\/account-forgotpassword$/i, title: 'Şifremi Unuttum' },
} as const satisfies Record<string, SitePage>;

/** A category's product or request list: 'Çelik Boru Ürünleri', 'Çelik Boru Talepleri'. */
export const categoryListTitle = (list: 'products' | 'requests', categoryName: string) =>
  `${categoryName} ${list === 'products' ? 'Ürünleri' : 'Talepleri'}`;

/** The section a path belongs to, if any. */
export const sitePageOf = (path: string): SitePage | undefined =>
  Object.values(SITE_PAGES).find((page) => page.pattern.test(path));
