// Home page blocks, static pages, FAQ, ads and package definitions of the demo site.

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Tedarik nedir?',
    answer:
      'Tedarik, alıcıların satın alma taleplerini yayınladığı ve onaylı imalatçıların bu taleplere teklif verdiği bir B2B platformudur.',
  },
  {
    question: 'Talep oluşturmak ücretli mi?',
    answer: 'Hayır. Alıcılar için üyelik ve talep oluşturma tamamen ücretsizdir.',
  },
  {
    question: 'Talebim ne zaman yayınlanır?',
    answer: 'Talepler yayın öncesinde incelenir; mesai saatleri içinde genellikle bir saat içinde onaylanır.',
  },
  {
    question: 'Teklif verebilmek için ne yapmalıyım?',
    answer:
      'Firma olarak üye olup bir imalatçı paketine başvurmanız ve onaylandıktan sonra ürünlerinizi eklemeniz yeterlidir.',
  },
  {
    question: 'Firma adım neden yıldızlı görünüyor?',
    answer: 'Gizliliğiniz için talep listelerinde firma adlarının yalnızca baş harfleri gösterilir.',
  },
  {
    question: 'Teklifi veren firmanın iletişim bilgilerini nasıl görürüm?',
    answer:
      'Talep detayınızda teklifi açıp "Kabul et ve firma bilgilerini gör" dediğinizde firmanın iletişim bilgileri görünür.',
  },
  {
    question: 'Talebim ne kadar süre yayında kalır?',
    answer:
      'Talepler teslim tarihinden sonraki 10 gün boyunca açık kalır. Dilediğiniz zaman durdurabilir veya bitirebilirsiniz.',
  },
  {
    question: 'İmalatçıları nasıl değerlendirebilirim?',
    answer:
      'İncelediğiniz her teklif için bir kez 1–5 yıldız puan ve yorum verebilirsiniz. Yorumlar onaylandıktan sonra yayınlanır.',
  },
  {
    question: 'Paket süresi dolunca ne olur?',
    answer:
      'Süresi dolan paketlerde teklif verme ve ürün yayınlama durur; yeni bir pakete başvurarak devam edebilirsiniz.',
  },
  {
    question: 'Destek ekibine nasıl ulaşırım?',
    answer: 'Üye panelinizdeki Destek bölümünden talep açabilir veya iletişim sayfamızdaki formu kullanabilirsiniz.',
  },
];

export const PAGE_CATEGORIES = ['Kurumsal', 'Yardım', 'Yasal'];

export const PAGES: { category: number; title: string; isMain: boolean; tags: string; body: string }[] = [
  {
    category: 0,
    title: 'Hakkımızda',
    isMain: true,
    tags: 'hakkımızda, kurumsal',
    body: p(
      'Tedarik, sanayicinin satın alma sürecini hızlandırmak için kuruldu. Alıcılar taleplerini ücretsiz yayınlar, onaylı imalatçılar teklif verir.',
      'Amacımız, Türkiye’nin dört bir yanındaki üreticileri ihtiyaç sahipleriyle aracısız ve şeffaf biçimde buluşturmaktır.',
    ),
  },
  {
    category: 0,
    title: 'İmalatçı Paketleri',
    isMain: false,
    tags: 'paket, imalatçı',
    body: p(
      'İmalatçı paketleri, ürünlerinizi yayınlamanızı ve uygun taleplere teklif vermenizi sağlar.',
      'Başlangıç, Profesyonel ve Kurumsal paketler 3, 6 ve 12 aylık süreler için sunulur.',
    ),
  },
  {
    category: 1,
    title: 'Nasıl Çalışır',
    isMain: true,
    tags: 'nasıl çalışır, yardım',
    body: p(
      '1. Ücretsiz üye olun ve hesabınızı aktivasyon koduyla doğrulayın.',
      '2. Satın almak istediğiniz ürün için miktar, birim, teslim tarihi ve detayları içeren bir talep oluşturun.',
      '3. Talebiniz onaylandığında ilgili imalatçılara bildirilir; gelen teklifleri karşılaştırın ve firmayla iletişime geçin.',
    ),
  },
  {
    category: 2,
    title: 'Üyelik Sözleşmesi',
    isMain: false,
    tags: 'sözleşme, üyelik',
    body: p(
      'Bu sözleşme, Tedarik platformuna üye olan kullanıcılar ile platform işletmecisi arasındaki hak ve yükümlülükleri düzenler.',
      'Üye, kayıt sırasında verdiği bilgilerin doğru olduğunu, yayınladığı talep ve tekliflerin gerçek bir ticari ihtiyaca dayandığını kabul eder.',
      'Platform, kurallara aykırı içerikleri yayından kaldırma ve gerekli gördüğü hallerde üyeliği askıya alma hakkını saklı tutar.',
      'Üye olarak bu sözleşmenin tamamını okuduğunuzu ve kabul ettiğinizi beyan etmiş olursunuz.',
    ),
  },
  {
    category: 2,
    title: 'Gizlilik Politikası',
    isMain: false,
    tags: 'gizlilik',
    body: p(
      'Kişisel verileriniz yalnızca hizmetin sunulması amacıyla işlenir ve izniniz olmadan üçüncü kişilerle paylaşılmaz.',
      'Şifreniz geri döndürülemez biçimde saklanır; hiçbir çalışanımız şifrenizi göremez.',
    ),
  },
  {
    category: 2,
    title: 'KVKK Aydınlatma Metni',
    isMain: false,
    tags: 'kvkk, kişisel veri',
    body: p(
      '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında veri sorumlusu sıfatıyla kişisel verilerinizi işleme amaçlarımızı bu metinde açıklıyoruz.',
      'Ad, soyad, iletişim ve firma bilgileriniz üyelik işlemlerinin yürütülmesi ve talep-teklif eşleştirmesi amacıyla işlenmektedir.',
      'Kanunun 11. maddesi kapsamındaki haklarınızı kullanmak için destek@ornek.com.tr adresine başvurabilirsiniz.',
    ),
  },
  {
    category: 2,
    title: 'Çerez Politikası',
    isMain: false,
    tags: 'çerez',
    body: p(
      'Sitemiz çerez kullanmaz. Tarayıcınızda yalnızca hizmet için zorunlu olanlar tutulur: oturumunuz, henüz gönderilmemiş talep taslağınız ve çevrimdışı okuyabilmeniz için son ziyaret ettiğiniz herkese açık sayfalar.',
      'Analitik, reklam ya da üçüncü taraf amaçlı hiçbir bilgi saklanmaz; bu nedenle çerez onayı istenmez.',
    ),
  },
];

export const SLIDES = [
  {
    title: 'Aradığınız Ürünün İmalatçısını Bulun',
    buttonTitle: 'Talep Oluştur',
    body: 'Tek talep ile yüzlerce imalatçıya ulaşın.',
    link: '/teklif-Olustur',
  },
  {
    title: 'Ücretsiz Talep Oluşturun, Teklifleri Karşılaştırın',
    buttonTitle: 'Hemen Üye Ol',
    body: 'Fiyat, teslim süresi ve firma puanlarını tek ekranda görün.',
    link: '/Account-Free-Join',
  },
  {
    title: 'İmalatçı Paketleriyle Yeni Müşterilere Ulaşın',
    buttonTitle: 'Paketleri İncele',
    body: 'Ürünlerinizi yayınlayın, size uygun taleplerden anında haberdar olun.',
    link: '/Account-Free-Join?imalatci=1',
  },
];

export const ARTICLES: { place: 1 | 2; title: string; body: string; link: string }[] = [
  {
    place: 1,
    title: 'Talep Oluşturun',
    body: p('İhtiyacınızı miktar, birim ve teslim tarihiyle birlikte ücretsiz yayınlayın.'),
    link: '/teklif-Olustur',
  },
  {
    place: 1,
    title: 'Teklifleri Alın',
    body: p('Ürününüzü üreten onaylı imalatçılar talebinize teklif versin.'),
    link: '/talepler',
  },
  {
    place: 1,
    title: 'En Uygun Tedarikçiyi Seçin',
    body: p('Fiyat, teslim tarihi ve firma puanlarını karşılaştırarak karar verin.'),
    link: '/urunler',
  },
  {
    place: 2,
    title: 'İmalatçılar İçin',
    body: p('Ürünlerinizi yayınlayın, sektörünüzdeki taleplere ilk siz teklif verin.'),
    link: '/Account-Free-Join?imalatci=1',
  },
  {
    place: 2,
    title: 'Alıcılar İçin',
    body: p('Tek talep ile birçok imalatçıdan teklif alın, zaman ve maliyetten tasarruf edin.'),
    link: '/Account-Free-Join',
  },
  {
    place: 2,
    title: 'Güvenli Ticaret',
    body: p('Onaylı firmalar, moderasyonlu talepler ve gerçek kullanıcı yorumları.'),
    link: '/sss',
  },
];

/** type: 1 request list top, 2 request list bottom, 3 request list sidebar, 4 company page sidebar, 5 category sidebar */
export const ADS: { type: 1 | 2 | 3 | 4 | 5 | 6; title: string; link: string }[] = [
  { type: 1, title: 'Endüstriyel Ambalajda %20 İndirim', link: '/urunler' },
  { type: 1, title: 'Yeni Sezon CNC Tezgahları', link: '/urunler' },
  { type: 2, title: 'İmalatçı Paketleriyle Satışlarınızı Artırın', link: '/Account-Free-Join?imalatci=1' },
  { type: 2, title: 'Mobil Uygulamamızı İndirin', link: '/Qr' },
  { type: 3, title: 'Paslanmaz Çelik Boruda Kampanya', link: '/urunler' },
  { type: 3, title: 'Kaynak Malzemelerinde Toptan Fiyat', link: '/urunler' },
  { type: 3, title: 'İş Kıyafetlerinde Hızlı Teslimat', link: '/urunler' },
  { type: 3, title: 'LED Aydınlatmada Enerji Tasarrufu', link: '/urunler' },
  { type: 3, title: 'Oluklu Koli Fason Üretim', link: '/urunler' },
  { type: 4, title: 'Firmanızı Öne Çıkarın', link: '/Account-Free-Join?imalatci=1' },
  { type: 4, title: 'Hidrolik Sistemlerde Uzman Çözümler', link: '/urunler' },
  { type: 4, title: 'Ücretsiz Talep Oluşturun', link: '/teklif-Olustur' },
  { type: 5, title: 'Kategorinizde Reklam Verin', link: '/contact' },
  { type: 5, title: 'Plastik Hammaddede Stoktan Teslim', link: '/urunler' },
  { type: 5, title: 'Yalıtım Malzemelerinde Kış Kampanyası', link: '/urunler' },
  { type: 6, title: 'Türkiye’nin Üreticileri Bir Arada', link: '/urunler' },
  { type: 6, title: 'Talebinizi Ücretsiz Yayınlayın', link: '/teklif-Olustur' },
  { type: 6, title: 'İmalatçı Olun, Teklif Verin', link: '/Account-Free-Join?imalatci=1' },
  { type: 6, title: 'Yeni Duyurularımızı Takip Edin', link: '/duyuru' },
];

export const PACKAGES = [
  {
    title: 'Başlangıç',
    months: 3,
    price: '4500.00',
    discount: '500.00',
    active: true,
    body: p('3 ay boyunca ürün yayınlama ve uygun taleplere teklif verme.', 'Küçük işletmeler için ideal başlangıç.'),
  },
  {
    title: 'Profesyonel',
    months: 6,
    price: '8000.00',
    discount: '1000.00',
    active: true,
    body: p('6 ay boyunca sınırsız teklif, firma sayfası ve logo.', 'En çok tercih edilen paket.'),
  },
  {
    title: 'Kurumsal',
    months: 12,
    price: '14000.00',
    discount: '2500.00',
    active: true,
    body: p('12 ay boyunca tüm özellikler, öncelikli destek ve reklam alanlarında indirim.'),
  },
  {
    title: 'Deneme',
    months: 1,
    price: '0.00',
    discount: '0.00',
    active: false,
    body: p('Yeni imalatçılar için bir aylık deneme paketi (artık sunulmuyor).'),
  },
];
