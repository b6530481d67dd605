// Sentences the generated requests, offers, ratings, products and tickets are assembled from.

export const REQUEST_INTROS = [
  'Üretim hattımızda kullanılmak üzere',
  'Yeni projemiz kapsamında',
  'Stok yenileme amacıyla',
  'Müşteri siparişimiz için',
  'Fabrikamızın bakım ve onarım ihtiyacı için',
  'Şantiyemizde kullanılmak üzere',
  'Yıllık alım planımız çerçevesinde',
];

export const REQUEST_DETAILS = [
  'Ürünlerin TSE veya CE belgeli olması tercih sebebidir.',
  'Teklifinizde birim fiyat, KDV ve nakliye bilgisini ayrıca belirtmenizi rica ederiz.',
  'Numune gönderimi mümkünse lütfen belirtiniz.',
  'Teslimat fabrikamıza yapılacaktır, nakliye dahil fiyat rica ediyoruz.',
  'Ödeme 30 gün vadeli olarak havale ile yapılacaktır.',
  'Parçalı teslimat kabul edilebilir.',
  'Teknik çizim talep halinde paylaşılacaktır.',
  'Ürünlerin palet üzerinde, streçlenmiş olarak teslim edilmesi gerekmektedir.',
  'Uzun vadeli çalışabileceğimiz bir tedarikçi arıyoruz.',
  'Malzeme sertifikası (3.1) ile birlikte teslim edilmelidir.',
  'Ölçüler ve tolerans değerleri teknik şartnamede belirtilmiştir.',
  'Fiyatların en az 15 gün geçerli olmasını rica ederiz.',
];

export const REJECTION_NOTES = [
  'Talep detayı yetersiz. Lütfen ölçü ve miktar bilgisi ekleyerek yeniden oluşturun.',
  'Talep metninde iletişim bilgisi bulunduğu için yayınlanmamıştır.',
  'Aynı ürün için açık bir talebiniz bulunmaktadır.',
  'Seçilen ürün kategorisi talep içeriğiyle uyuşmuyor.',
];

export const OFFER_NOTES = [
  'Talebinizi inceledik. Ürünlerimiz TSE belgelidir, fiyatımıza KDV dahil değildir. Teslimat fabrikamızdan yapılacaktır.',
  'Stoklarımızda mevcuttur, sipariş onayından sonra belirtilen tarihte sevk edebiliriz. Nakliye alıcıya aittir.',
  'Fiyatımız nakliye dahildir. Ödeme peşin veya 30 gün vadeli çek ile yapılabilir.',
  'İstenen ölçülerde üretim yapabiliriz. Numune talep ederseniz 3 iş günü içinde gönderebiliriz.',
  'Malzeme sertifikası ve kalite kontrol raporu ile birlikte teslim edilecektir. Teklifimiz 15 gün geçerlidir.',
  'Firmamız ISO 9001 belgelidir. Parçalı teslimat yapılabilir, detaylar için iletişime geçebilirsiniz.',
  'Birim fiyat üzerinden hesaplanmıştır, miktar artarsa ek indirim uygulanabilir.',
];

export const RATING_COMMENTS: Record<number, string[]> = {
  5: [
    'Zamanında teslim, kaliteli ürün. Kesinlikle tekrar çalışırız.',
    'İletişimleri çok hızlı, ürünler şartnameye birebir uygun geldi.',
    'Fiyat ve kalite dengesi çok iyi, teşekkür ederiz.',
  ],
  4: [
    'Ürün kalitesi iyi, teslimat bir gün gecikti ama haber verdiler.',
    'Genel olarak memnun kaldık, ambalaj daha özenli olabilirdi.',
  ],
  3: ['Ürünler idare eder, fiyat makul. Teslimatta küçük aksaklıklar oldu.', 'Ortalama bir deneyimdi.'],
  2: ['Teslimat planlanan tarihten bir hafta sonra yapıldı.', 'Ürünlerin bir kısmı ölçü dışı çıktı, değişim istedik.'],
  1: ['Teklif edilen tarihte teslimat yapılmadı, iletişim zayıftı.'],
};

export const PRODUCT_VARIANTS = [
  'Standart Seri',
  'Premium Seri',
  'Ekonomik Seri',
  'Özel Ölçü',
  'Endüstriyel Tip',
  'A Kalite',
  'Sertifikalı',
];

export const PRODUCT_DETAILS = [
  'Talebe göre ölçü, renk ve ambalaj seçenekleri sunulur.',
  'Tüm ürünlerimiz sevkiyat öncesi kalite kontrolden geçirilir.',
  'Stoktan hızlı teslimat yapılabilir, özel siparişlerde termin 10-15 iş günüdür.',
  'Yurt içine ve yurt dışına düzenli sevkiyat yapıyoruz.',
  'Teknik çizime göre fason üretim yapılır.',
  'Malzeme sertifikası ve test raporları ürünle birlikte verilir.',
];

export const COMPANY_CLOSINGS = [
  'ISO 9001 kalite belgesine sahip firmamız, yurt içi ve yurt dışı müşterilerine zamanında teslimat ve rekabetçi fiyat sunar.',
  'Uzman kadromuz ve modern makine parkurumuzla müşterilerimize çözüm ortağı olarak hizmet veriyoruz.',
  'Ürünlerimizi 20’den fazla ülkeye ihraç ediyor, her siparişi kalite kontrolden geçiriyoruz.',
  'Numune üretimi, teknik destek ve satış sonrası hizmetleriyle uzun soluklu iş birlikleri kuruyoruz.',
];

export const SUPPORT_THREADS: { subject: string; messages: string[] }[] = [
  {
    subject: 'Paket başvurum hakkında',
    messages: [
      'Merhaba, iki gün önce Profesyonel paket için başvuru yaptım. Başvurumun durumu hakkında bilgi alabilir miyim?',
      'Merhaba, başvurunuz incelenmektedir. Ödeme bilginiz onaylandığında paketiniz aktifleştirilecektir.',
      'Teşekkürler, ödemeyi bugün havale ile yaptım. Dekontu nereye iletebilirim?',
    ],
  },
  {
    subject: 'Talebim neden reddedildi?',
    messages: [
      'Oluşturduğum talep reddedilmiş görünüyor. Ne eksikti, bilgi verebilir misiniz?',
      'Merhaba, talep metninde telefon numarası yer aldığı için yayınlanamadı. İletişim bilgisi olmadan yeniden oluşturabilirsiniz.',
    ],
  },
  {
    subject: 'Ürün görseli yükleyemiyorum',
    messages: [
      'Ürün detay sayfasında görsel eklemeye çalıştığımda hata alıyorum. Dosya jpg formatında.',
      'Merhaba, dosya boyutu 8 MB sınırını aşıyor olabilir. Görseli küçülterek tekrar dener misiniz?',
      'Küçülttüm ve yüklendi, teşekkür ederim.',
      'Rica ederiz, iyi çalışmalar dileriz.',
    ],
  },
  {
    subject: 'Firma bilgilerimin güncellenmesi',
    messages: ['Firma unvanımız değişti, yeni unvanımızı sistemde nasıl güncelleyebilirim?'],
  },
  {
    subject: 'Teklif verdiğim talep kapandı',
    messages: [
      'Teklif verdiğim bir talep bitmiş görünüyor. Alıcı hangi teklifi seçti, görebilir miyim?',
      'Merhaba, alıcı tercihini platform üzerinden paylaşmamaktadır. Alıcı teklifinizi incelediyse sizinle doğrudan iletişime geçecektir.',
    ],
  },
  {
    subject: 'Bildirim ayarları',
    messages: [
      'SMS bildirimlerini kapatmak istiyorum ama e-posta bildirimleri gelmeye devam etsin.',
      'Merhaba, Profil ve Tercihler sayfasından SMS bildirimini kapatıp e-posta bildirimini açık bırakabilirsiniz.',
      'Ayarları değiştirdim ama hâlâ SMS geliyor.',
    ],
  },
  {
    subject: 'Kategori önerisi',
    messages: [
      'Ürettiğimiz endüstriyel filtreler için uygun bir kategori bulamadım. Yeni kategori ekleyebilir misiniz?',
      'Merhaba, öneriniz için teşekkürler. Teknik Tekstil altında Filtre Bezi ürününü ekledik, uygun değilse tekrar yazabilirsiniz.',
    ],
  },
  {
    subject: 'Fatura talebi',
    messages: ['Kurumsal paket ödememize ait faturanın e-posta adresimize gönderilmesini rica ederiz.'],
  },
];

export const CONTACT_MESSAGES: { name: string; phone: string; email: string; message: string }[] = [
  {
    name: 'Hakan Tekin',
    phone: '0532 411 22 33',
    email: 'hakan.tekin@ornek.com.tr',
    message: 'İmalatçı paketleri için kurumsal fatura kesiliyor mu? Fiyatlara KDV dahil mi?',
  },
  {
    name: 'Sevgi Aksoy',
    phone: '0544 210 98 76',
    email: 'sevgi.aksoy@ornek.com.tr',
    message: 'Talep oluştururken listede ürünümü bulamadım, yeni ürün eklenmesini nasıl talep edebilirim?',
  },
  {
    name: 'Okan Polat',
    phone: '0505 333 44 55',
    email: 'okan.polat@ornek.com.tr',
    message: 'Firmamızın reklam alanlarında yer alması için fiyat bilgisi almak istiyoruz.',
  },
  {
    name: 'Derya Uçar',
    phone: '0553 870 12 34',
    email: 'derya.ucar@ornek.com.tr',
    message: 'Aktivasyon kodu telefonuma gelmedi, e-posta adresime de ulaşmadı. Yardımcı olabilir misiniz?',
  },
  {
    name: 'Kemal Ekinci',
    phone: '0536 555 66 77',
    email: 'kemal.ekinci@ornek.com.tr',
    message: 'Mobil uygulamanız Android telefonlarda da kullanılabiliyor mu? Bağlantısını paylaşır mısınız?',
  },
  {
    name: 'Büşra Karaca',
    phone: '0542 123 98 76',
    email: 'busra.karaca@ornek.com.tr',
    message: 'Sitenizle iş birliği yapmak isteyen bir sanayi odası olarak görüşme talep ediyoruz.',
  },
  {
    name: 'Tolga Şimşek',
    phone: '0530 765 43 21',
    email: 'tolga.simsek@ornek.com.tr',
    message: 'Şifremi unuttum bağlantısı süresi dolmuş görünüyor, yeni bağlantı nasıl alabilirim?',
  },
  {
    name: 'Gül Koç',
    phone: '0541 987 65 43',
    email: 'gul.koc@ornek.com.tr',
    message: 'Aynı firma için birden fazla kullanıcı hesabı açabilir miyiz? Satın alma ekibimiz üç kişiden oluşuyor.',
  },
];
