// The demo catalog: manufacturing sectors (top-level categories), their sub-categories and catalog products.
// `word` names the sector in generated company names; `units` and `materials` shape the generated requests.

export interface SectorData {
  name: string;
  word: string;
  color: string;
  tags: string[];
  units: ('Adet' | 'Takım' | 'Metre' | 'Kilo')[];
  materials: string[];
  subs: { name: string; tags: string[]; products: string[] }[];
}

export const SECTORS: SectorData[] = [
  {
    name: 'Metal ve Çelik',
    word: 'Demir Çelik',
    color: '#37474f',
    tags: ['çelik', 'metal', 'sac', 'boru'],
    units: ['Kilo', 'Metre', 'Adet'],
    materials: ['AISI 304', 'AISI 316L', 'St37', 'S235JR', 'DKP', 'HRP', 'S355J2'],
    subs: [
      {
        name: 'Çelik Boru ve Profil',
        tags: ['boru', 'profil'],
        products: ['Paslanmaz Çelik Boru', 'Dikişli Çelik Boru', 'Kare Profil', 'Kutu Profil', 'Galvanizli Boru'],
      },
      {
        name: 'Sac ve Levha',
        tags: ['sac', 'levha'],
        products: ['Çelik Sac Levha', 'Galvanizli Sac', 'Paslanmaz Çelik Levha', 'Baklavalı Sac', 'Alüminyum Levha'],
      },
      {
        name: 'Döküm ve Dövme',
        tags: ['döküm', 'dövme'],
        products: ['Pik Döküm Parça', 'Çelik Döküm Parça', 'Sıcak Dövme Flanş', 'Alüminyum Enjeksiyon Döküm'],
      },
      {
        name: 'Tel ve Hasır',
        tags: ['tel', 'hasır'],
        products: ['Çelik Hasır', 'Galvanizli Tel', 'Örgü Tel', 'Dikenli Tel'],
      },
    ],
  },
  {
    name: 'Plastik ve Kauçuk',
    word: 'Plastik',
    color: '#1565c0',
    tags: ['plastik', 'kauçuk', 'granül'],
    units: ['Kilo', 'Adet'],
    materials: ['PVC', 'HDPE', 'LDPE', 'PP', 'ABS', 'EPDM', 'NBR'],
    subs: [
      {
        name: 'Plastik Hammadde',
        tags: ['granül', 'hammadde'],
        products: ['PVC Granül', 'Polietilen Granül', 'Polipropilen Granül', 'ABS Granül'],
      },
      {
        name: 'Plastik Enjeksiyon',
        tags: ['enjeksiyon', 'kalıp'],
        products: ['Plastik Enjeksiyon Parça', 'Plastik Kapak', 'Plastik Kasa', 'Plastik Enjeksiyon Kalıbı'],
      },
      {
        name: 'Kauçuk Ürünler',
        tags: ['conta', 'kauçuk'],
        products: ['Kauçuk Conta', 'O-Ring', 'Kauçuk Takoz', 'Kauçuk Hortum'],
      },
    ],
  },
  {
    name: 'Tekstil',
    word: 'Tekstil',
    color: '#ad1457',
    tags: ['kumaş', 'tekstil', 'iş kıyafeti'],
    units: ['Metre', 'Adet', 'Takım'],
    materials: ['%100 Pamuk', 'Pamuk-Polyester', 'Polyester', 'Gabardin', 'Ripstop'],
    subs: [
      { name: 'Kumaş', tags: ['kumaş'], products: ['Pamuklu Kumaş', 'Denim Kumaş', 'Polyester Kumaş', 'Örme Kumaş'] },
      {
        name: 'İş Kıyafetleri',
        tags: ['iş kıyafeti', 'üniforma'],
        products: ['İş Tulumu', 'Reflektörlü Yelek', 'İş Pantolonu', 'İş Önlüğü', 'İş Montu'],
      },
      {
        name: 'Teknik Tekstil',
        tags: ['teknik tekstil'],
        products: ['Jeotekstil Keçe', 'Branda Kumaşı', 'Filtre Bezi'],
      },
    ],
  },
  {
    name: 'Makine',
    word: 'Makina',
    color: '#e65100',
    tags: ['makine', 'yedek parça', 'hidrolik'],
    units: ['Adet', 'Takım'],
    materials: ['C45', '42CrMo4', '16MnCr5', 'Dökme Demir', 'Bronz'],
    subs: [
      {
        name: 'Endüstriyel Makineler',
        tags: ['makine', 'tezgah'],
        products: ['CNC Torna Tezgahı', 'Hidrolik Pres', 'Vidalı Kompresör', 'Konveyör Bant Sistemi'],
      },
      {
        name: 'Makine Yedek Parçaları',
        tags: ['yedek parça', 'rulman'],
        products: ['Rulman', 'Dişli Çark', 'Kaplin', 'Çelik Mil', 'Zincir Dişli'],
      },
      {
        name: 'Hidrolik ve Pnömatik',
        tags: ['hidrolik', 'pnömatik'],
        products: ['Hidrolik Silindir', 'Pnömatik Silindir', 'Hidrolik Pompa', 'Yön Kontrol Valfi'],
      },
    ],
  },
  {
    name: 'Elektrik ve Elektronik',
    word: 'Elektrik',
    color: '#f9a825',
    tags: ['elektrik', 'kablo', 'elektronik'],
    units: ['Metre', 'Adet', 'Takım'],
    materials: ['Bakır', 'Alüminyum', 'FR4', 'Polikarbonat', 'Sac Gövde'],
    subs: [
      {
        name: 'Kablo ve İletkenler',
        tags: ['kablo'],
        products: ['NYY Enerji Kablosu', 'NYAF Kablo', 'Bakır Baraj', 'Kablo Kanalı'],
      },
      {
        name: 'Pano ve Şalt Malzemeleri',
        tags: ['pano', 'şalt'],
        products: ['Elektrik Panosu', 'Otomatik Sigorta', 'Kontaktör', 'Kompanzasyon Panosu'],
      },
      {
        name: 'Aydınlatma',
        tags: ['led', 'aydınlatma'],
        products: ['LED Panel Armatür', 'LED Projektör', 'Sokak Armatürü'],
      },
      {
        name: 'Elektronik Kart',
        tags: ['pcb', 'elektronik'],
        products: ['Baskı Devre Kartı', 'Elektronik Kart Dizgi', 'Kontrol Kartı'],
      },
    ],
  },
  {
    name: 'Gıda Ambalaj',
    word: 'Ambalaj',
    color: '#2e7d32',
    tags: ['gıda ambalajı', 'ambalaj', 'etiket'],
    units: ['Adet', 'Kilo'],
    materials: ['OPP', 'PET', 'CPP', 'Alüminyum', 'Kraft'],
    subs: [
      {
        name: 'Esnek Ambalaj',
        tags: ['film', 'poşet'],
        products: ['Vakum Poşet', 'Alüminyum Folyo', 'Streç Film', 'Baskılı Ambalaj Filmi'],
      },
      {
        name: 'Sert Ambalaj',
        tags: ['kap', 'şişe'],
        products: ['PET Şişe', 'Plastik Gıda Kabı', 'Teneke Kutu', 'Metal Kapak'],
      },
      { name: 'Ambalaj Etiketleri', tags: ['etiket'], products: ['Etiket Baskı', 'Shrink Etiket', 'Barkod Etiketi'] },
    ],
  },
  {
    name: 'Kimya',
    word: 'Kimya',
    color: '#6a1b9a',
    tags: ['kimya', 'boya', 'yapıştırıcı'],
    units: ['Kilo', 'Adet'],
    materials: ['Su Bazlı', 'Solvent Bazlı', 'Epoksi', 'Poliüretan', 'Akrilik'],
    subs: [
      {
        name: 'Boya ve Kaplama',
        tags: ['boya', 'kaplama'],
        products: ['Endüstriyel Boya', 'Epoksi Zemin Kaplama', 'Elektrostatik Toz Boya', 'Antipas Astar'],
      },
      {
        name: 'Yapıştırıcı ve Reçine',
        tags: ['yapıştırıcı', 'reçine'],
        products: ['Poliüretan Yapıştırıcı', 'Polyester Reçine', 'Silikon Mastik'],
      },
      {
        name: 'Endüstriyel Kimyasallar',
        tags: ['kimyasal'],
        products: ['Kostik Soda', 'Sülfürik Asit', 'Endüstriyel Temizlik Kimyasalı', 'Yağ Sökücü'],
      },
    ],
  },
  {
    name: 'Ahşap ve Mobilya',
    word: 'Mobilya',
    color: '#795548',
    tags: ['ahşap', 'mobilya', 'palet'],
    units: ['Adet', 'Takım'],
    materials: ['MDF', 'Masif Kayın', 'Çam', 'Meşe', 'Melamin Kaplı Sunta'],
    subs: [
      { name: 'Ahşap Levha', tags: ['levha', 'mdf'], products: ['MDF Levha', 'Sunta', 'Kontrplak', 'OSB Levha'] },
      {
        name: 'Ofis Mobilyası',
        tags: ['ofis', 'mobilya'],
        products: ['Çalışma Masası', 'Ofis Koltuğu', 'Dosya Dolabı', 'Toplantı Masası', 'Çelik Dolap'],
      },
      {
        name: 'Ahşap Palet ve Sandık',
        tags: ['palet', 'sandık'],
        products: ['Euro Palet', 'Ahşap Sandık', 'Ahşap Kasa'],
      },
    ],
  },
  {
    name: 'Yapı Malzemeleri',
    word: 'Yapı',
    color: '#5d4037',
    tags: ['inşaat', 'yapı', 'yalıtım'],
    units: ['Kilo', 'Adet', 'Metre'],
    materials: ['B500C', 'S235', 'CEM I 42.5 R', 'Taş Yünü', 'XPS'],
    subs: [
      {
        name: 'Çelik Yapı ve Donatı',
        tags: ['inşaat demiri', 'çelik yapı'],
        products: ['İnşaat Demiri', 'Çelik Konstrüksiyon', 'Çelik Kapı', 'Sandviç Panel'],
      },
      { name: 'Yalıtım', tags: ['yalıtım'], products: ['Taş Yünü', 'XPS Isı Yalıtım Levhası', 'Bitümlü Membran'] },
      {
        name: 'Çimento ve Harç',
        tags: ['çimento', 'harç'],
        products: ['Portland Çimento', 'Hazır Sıva', 'Seramik Yapıştırıcısı', 'Beton Katkı Maddesi'],
      },
    ],
  },
  {
    name: 'Otomotiv Yan Sanayi',
    word: 'Otomotiv',
    color: '#c62828',
    tags: ['otomotiv', 'yedek parça', 'yan sanayi'],
    units: ['Adet', 'Takım'],
    materials: ['Alüminyum Alaşım', 'Dökme Demir', 'Çelik', 'EPDM', 'Kompozit'],
    subs: [
      {
        name: 'Motor Parçaları',
        tags: ['motor'],
        products: ['Piston', 'Segman', 'Silindir Kapak Contası', 'Egzoz Manifoldu'],
      },
      {
        name: 'Fren ve Süspansiyon',
        tags: ['fren', 'süspansiyon'],
        products: ['Fren Balatası', 'Fren Diski', 'Amortisör', 'Salıncak'],
      },
      {
        name: 'Kaporta ve İç Aksam',
        tags: ['kaporta'],
        products: ['Tampon', 'Koltuk Kılıfı', 'Kapı Fitili', 'Oto Paspas'],
      },
    ],
  },
  {
    name: 'Cam ve Seramik',
    word: 'Cam',
    color: '#00838f',
    tags: ['cam', 'seramik', 'porselen'],
    units: ['Adet', 'Metre'],
    materials: ['Temperli', 'Float Cam', 'Porselen', 'Sırlı Seramik', 'Borosilikat'],
    subs: [
      { name: 'Düz Cam', tags: ['cam'], products: ['Temperli Cam', 'Lamine Cam', 'Isıcam Ünitesi'] },
      {
        name: 'Seramik Ürünler',
        tags: ['seramik'],
        products: ['Yer Seramiği', 'Duvar Fayansı', 'Porselen Karo', 'Vitrifiye Lavabo'],
      },
      { name: 'Cam Ambalaj', tags: ['cam şişe'], products: ['Cam Şişe', 'Cam Kavanoz', 'Kozmetik Cam Şişe'] },
    ],
  },
  {
    name: 'Kağıt ve Ambalaj',
    word: 'Kağıt',
    color: '#8d6e63',
    tags: ['kağıt', 'karton', 'koli'],
    units: ['Adet', 'Kilo'],
    materials: ['Kraft', 'Test Liner', 'Bristol', 'Kuşe', 'Geri Dönüşüm'],
    subs: [
      {
        name: 'Karton Ambalaj',
        tags: ['koli', 'karton'],
        products: ['Oluklu Mukavva Koli', 'Karton Kutu', 'Baskılı Koli', 'Karton Separatör'],
      },
      {
        name: 'Kağıt Ürünleri',
        tags: ['kağıt'],
        products: ['Kraft Kağıt', 'Etiket Kağıdı', 'Kağıt Torba', 'Kağıt Bardak'],
      },
      {
        name: 'Endüstriyel Ambalaj',
        tags: ['çuval', 'big bag'],
        products: ['Big Bag Çuval', 'Polipropilen Çuval', 'Köşebent Karton'],
      },
    ],
  },
  {
    name: 'Hırdavat ve Bağlantı Elemanları',
    word: 'Hırdavat',
    color: '#455a64',
    tags: ['hırdavat', 'cıvata', 'kaynak'],
    units: ['Adet', 'Kilo', 'Takım'],
    materials: ['8.8 Kalite', '10.9 Kalite', 'A2 Paslanmaz', 'Galvaniz Kaplama', 'Pirinç'],
    subs: [
      {
        name: 'Bağlantı Elemanları',
        tags: ['cıvata', 'somun'],
        products: ['Çelik Cıvata', 'Somun', 'Rondela', 'Çelik Dübel', 'Perçin'],
      },
      { name: 'El Aletleri', tags: ['el aleti'], products: ['Anahtar Takımı', 'Pense', 'Tornavida Seti'] },
      {
        name: 'Kaynak Malzemeleri',
        tags: ['kaynak'],
        products: ['Kaynak Elektrodu', 'Gazaltı Kaynak Teli', 'İnverter Kaynak Makinesi'],
      },
    ],
  },
];
