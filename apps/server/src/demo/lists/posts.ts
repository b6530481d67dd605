// Blog posts (type 1) and announcements (type 2). Bodies are simple HTML paragraphs.

export interface PostData {
  title: string;
  tags: string;
  paragraphs: string[];
}

const CLOSING =
  'Tedarik üzerinde talebinizi ücretsiz oluşturabilir, sektörünüzdeki onaylı imalatçılardan teklif alabilirsiniz.';

export const BLOG_POSTS: PostData[] = [
  {
    title: 'Doğru İmalatçıyı Seçmenin 7 Yolu',
    tags: 'tedarik, imalatçı, satın alma',
    paragraphs: [
      'Bir ürünün maliyetini ve kalitesini en çok etkileyen karar, onu kimden aldığınızdır. Referanslar, üretim kapasitesi ve kalite belgeleri ilk bakılması gereken noktalardır.',
      'Teklifleri yalnızca fiyata göre değil; teslim süresi, ödeme koşulları ve satış sonrası destek ile birlikte değerlendirin. Mümkünse numune isteyin ve üretim tesisini ziyaret edin.',
    ],
  },
  {
    title: 'Paslanmaz Çelik Kaliteleri: 304 ile 316 Arasındaki Farklar',
    tags: 'paslanmaz çelik, çelik boru, malzeme',
    paragraphs: [
      'AISI 304 genel amaçlı kullanımda en yaygın paslanmaz çelik kalitesidir. AISI 316 ise içerdiği molibden sayesinde klorürlü ortamlara ve deniz suyuna karşı daha dayanıklıdır.',
      'Gıda ve kimya tesislerinde boru ve levha seçerken ortamın sıcaklığını ve kimyasal etkisini mutlaka talebinizde belirtin; imalatçılar size en uygun kaliteyi önerecektir.',
    ],
  },
  {
    title: 'İyi Bir Satın Alma Talebi Nasıl Yazılır?',
    tags: 'talep, satın alma, ipuçları',
    paragraphs: [
      'Net bir talep, doğru teklifin yarısıdır. Ürünün ölçülerini, malzemesini, miktarını ve istenen teslim tarihini açıkça yazın.',
      'Teknik çizim veya şartname varsa talepte bunu belirtin, teslim yerini ve ödeme beklentinizi ekleyin. Böylece imalatçılar birbiriyle karşılaştırılabilir teklifler verir.',
    ],
  },
  {
    title: 'Teklifleri Karşılaştırırken Dikkat Edilmesi Gerekenler',
    tags: 'teklif, karşılaştırma, maliyet',
    paragraphs: [
      'Farklı para birimlerinde gelen teklifleri aynı güne ait kurla karşılaştırın. KDV ve nakliyenin fiyata dahil olup olmadığını kontrol edin.',
      'En düşük fiyat her zaman en düşük maliyet değildir: geciken bir teslimat üretim hattınızı durdurabilir. Firmanın puanlarını ve yorumlarını da inceleyin.',
    ],
  },
  {
    title: 'Plastik Enjeksiyonda Kalıp Maliyetini Düşürmenin Yolları',
    tags: 'plastik enjeksiyon, kalıp, maliyet',
    paragraphs: [
      'Kalıp maliyeti, plastik parça projelerinde ilk yatırımın en büyük kalemidir. Parça tasarımındaki küçük değişiklikler kalıbı önemli ölçüde basitleştirebilir.',
      'Çok gözlü kalıp, sıcak yolluk ve standart kalıp elemanları kullanımı, yüksek adetli üretimde birim maliyeti düşürür.',
    ],
  },
  {
    title: 'Organize Sanayi Bölgelerinde Tedarik Zinciri',
    tags: 'OSB, tedarik zinciri, lojistik',
    paragraphs: [
      'Organize sanayi bölgeleri, birbirini tamamlayan üreticileri aynı bölgede toplayarak tedarik sürelerini kısaltır.',
      'Yakın çevrenizdeki imalatçılarla çalışmak nakliye maliyetini düşürür, acil ihtiyaçlarda hızlı çözüm sağlar.',
    ],
  },
  {
    title: 'Ambalaj Seçiminde Sürdürülebilirlik',
    tags: 'ambalaj, geri dönüşüm, sürdürülebilirlik',
    paragraphs: [
      'Geri dönüştürülebilir karton ve tek tip plastikten üretilen ambalajlar hem çevre hem de ihracat mevzuatı açısından öne çıkıyor.',
      'Ambalaj tedarikçinizden malzeme içeriğini ve geri dönüşüm kodlarını talep ederek ürününüzün etiket bilgilerini doğru hazırlayabilirsiniz.',
    ],
  },
  {
    title: 'Döviz Kurundaki Dalgalanmalar ve Teklif Stratejileri',
    tags: 'döviz, teklif, fiyatlandırma',
    paragraphs: [
      'Hammaddesi dövizle alınan ürünlerde imalatçılar sıklıkla USD veya EUR ile teklif verir. Teklifin geçerlilik süresine mutlaka dikkat edin.',
      'Uzun vadeli alımlarda kur riskini paylaşan ödeme planları, iki taraf için de öngörülebilirlik sağlar.',
    ],
  },
  {
    title: 'Küçük İşletmeler İçin Toplu Alımın Avantajları',
    tags: 'KOBİ, toplu alım, maliyet',
    paragraphs: [
      'Yıllık ihtiyacınızı planlayıp tek talepte toplamak, birim fiyatı düşürmenin en kolay yoludur.',
      'Parçalı teslimat seçeneği sunan imalatçılarla çalışarak depolama maliyetinizi artırmadan toplu alım avantajından yararlanabilirsiniz.',
    ],
  },
  {
    title: 'Kalite Belgeleri Rehberi: ISO 9001, CE ve TSE',
    tags: 'kalite, belge, ISO 9001',
    paragraphs: [
      'ISO 9001 bir kalite yönetim sistemini, CE işareti Avrupa mevzuatına uygunluğu, TSE belgesi ise ulusal standartlara uygunluğu gösterir.',
      'Talebinizde hangi belgeleri beklediğinizi belirtmeniz, belgesiz tekliflerle zaman kaybetmenizi önler.',
    ],
  },
  {
    title: 'Lojistik Maliyetlerini Azaltmanın Pratik Yolları',
    tags: 'lojistik, nakliye, maliyet',
    paragraphs: [
      'Sevkiyatları birleştirmek, palet düzenini optimize etmek ve doğru teslim şeklini seçmek nakliye maliyetini belirgin biçimde düşürür.',
      'Teklif isterken teslim yerini açıkça yazın; böylece nakliye dahil ve hariç teklifleri doğru karşılaştırabilirsiniz.',
    ],
  },
  {
    title: 'Dijital Tedarik Platformları Sanayiye Ne Kazandırıyor?',
    tags: 'dijital dönüşüm, B2B, sanayi',
    paragraphs: [
      'Dijital platformlar alıcıyla üreticiyi aracısız buluşturur, teklif toplama süresini günlerden saatlere indirir.',
      'Üreticiler için ise daha önce ulaşamadıkları şehirlerden ve sektörlerden yeni müşteriler anlamına gelir.',
    ],
  },
  {
    title: 'Teknik Tekstilde Yeni Dönem',
    tags: 'tekstil, teknik tekstil, inovasyon',
    paragraphs: [
      'Jeotekstil, filtre bezleri ve koruyucu kumaşlar, tekstil sektörünün en hızlı büyüyen alanları arasında.',
      'İnşaattan otomotive pek çok sektör, dayanıklı ve hafif teknik tekstil ürünlerine yöneliyor.',
    ],
  },
  {
    title: 'Otomotiv Yan Sanayinde İhracat Fırsatları',
    tags: 'otomotiv, ihracat, yan sanayi',
    paragraphs: [
      'Türkiye otomotiv yan sanayi, kalite ve teslim performansıyla Avrupa üreticilerinin önemli tedarikçilerinden biri konumunda.',
      'Fren, süspansiyon ve motor parçalarında sertifikalı üretim yapan firmalar için ihracat talebi artarak sürüyor.',
    ],
  },
].map((p) => ({ ...p, paragraphs: [...p.paragraphs, CLOSING] }));

export const ANNOUNCEMENTS: PostData[] = [
  {
    title: 'Tedarik Yeni Yüzüyle Yayında',
    tags: 'duyuru, yenilik',
    paragraphs: [
      'Sitemiz daha hızlı ve mobil uyumlu yeni arayüzüyle yayında. Talep oluşturma ve teklif verme adımları sadeleştirildi.',
    ],
  },
  {
    title: 'Mobil Uygulamamız Güncellendi',
    tags: 'mobil, uygulama',
    paragraphs: [
      'Mobil uygulamamızın yeni sürümünde bildirimler anlık olarak iletiliyor ve talepler daha hızlı açılıyor.',
    ],
  },
  {
    title: 'Yeni Sektör: Cam ve Seramik',
    tags: 'sektör, cam, seramik',
    paragraphs: [
      'Cam ve Seramik sektörü ürün kataloğumuza eklendi. Bu alandaki imalatçılar ürünlerini hemen yayınlayabilir.',
    ],
  },
  {
    title: 'Bayram Tatilinde Destek Saatleri',
    tags: 'destek, tatil',
    paragraphs: ['Bayram tatili boyunca destek talepleri 10:00 – 16:00 saatleri arasında yanıtlanacaktır.'],
  },
  {
    title: 'İmalatçı Paketlerinde Bahar İndirimi',
    tags: 'paket, indirim, kampanya',
    paragraphs: ['Ay sonuna kadar yapılan tüm paket başvurularında indirimli fiyatlar geçerlidir.'],
  },
  {
    title: 'Talep Onay Süreleri Kısaldı',
    tags: 'talep, onay',
    paragraphs: ['Yeni talepler artık mesai saatleri içinde ortalama bir saat içinde incelenip yayınlanıyor.'],
  },
  {
    title: 'Planlı Bakım Çalışması',
    tags: 'bakım, duyuru',
    paragraphs: [
      'Cumartesi gecesi 02:00 – 04:00 saatleri arasında planlı bakım nedeniyle kısa kesintiler yaşanabilir.',
    ],
  },
  {
    title: 'Firma Sayfalarına Logo Desteği',
    tags: 'firma sayfası, logo',
    paragraphs: [
      'İmalatçılar artık firma sayfalarında logo yayınlayabilir. Logo yüklemek için üye panelinizi kullanın.',
    ],
  },
  {
    title: 'Bildirimler Yenilendi',
    tags: 'bildirim, yenilik',
    paragraphs: ['Ürünlerinize uygun yeni talepler oluşturulduğunda artık anında bildirim alıyorsunuz.'],
  },
];
