// The back-office side menu (admin spec §2), in the spec's order. Paths are relative to /adminimt. Plain data: the
// route table takes its titles from here, the shell adds the icons.
export type AdminMenuItem = { path: string; label: string };

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { path: 'index', label: 'Anasayfa' },
  { path: 'kategoriler', label: 'Kategoriler' },
  { path: 'AktifPaketListesi', label: 'Aktif Paketler' },
  { path: 'TalepListesi', label: 'Talepler' },
  { path: 'uye-Firma', label: 'Firmalar' },
  { path: 'uye-List', label: 'Üyeler' },
  { path: 'kategoriurunler', label: 'Kategori Ürünleri' },
  { path: 'genelAyarlar', label: 'Genel Ayarlar' },
  { path: 'reklamlar', label: 'Reklamlar' },
  { path: 'sayfaKat', label: 'Sayfa Kategorileri' },
  { path: 'sayfalar', label: 'Sayfalar' },
  { path: 'koleksiyonlar', label: 'Paketler' },
  { path: 'makaleler', label: 'Makaleler' },
  { path: 'slides', label: 'Slaytlar' },
  { path: 'Blogs', label: 'Blog ve Duyurular' },
  { path: 'sss', label: 'Sıkça Sorulan Sorular' },
  { path: 'mail', label: 'E-posta Ayarları' },
  { path: 'smsAyar', label: 'SMS Ayarları' },
  { path: 'sosyalMedyaisl', label: 'Sosyal Medya' },
  { path: 'Bultens', label: 'E-Bülten Kayıtları' },
  { path: 'iletisim', label: 'İletişim Mesajları' },
  { path: 'destekList', label: 'Destek Talepleri' },
  // beyond the spec (issue 37): TCMB's bulletins and a day's rates by hand
  { path: 'kurlar', label: 'Döviz Kurları' },
];

/** Back-office pages reached from lists rather than the menu (add forms, the placeholder activity log). */
export const ADMIN_OTHER_PAGES: readonly AdminMenuItem[] = [
  { path: 'HareketDokumu', label: 'Hareket Dökümü' },
  { path: 'koleksiyonEkle', label: 'Paket Ekle' },
  { path: 'makaleEkle', label: 'Makale Ekle' },
  { path: 'slideEkle', label: 'Slayt Ekle' },
  // React Router matches case-insensitively, so this also serves the spec's 'reklamekle'.
  { path: 'reklamEkle', label: 'Reklam Ekle' },
  { path: 'blogekle', label: 'Blog Ekle' },
  { path: 'sayfaekle', label: 'Sayfa Ekle' },
];
