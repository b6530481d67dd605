import { describe, expect, it } from 'vitest';
import { MASKED, type MaskedKind, maskContacts, maskedParts } from './masking';

// [what a member writes, the contact detail in it that must not reach the other side, its kind]
const HIDDEN: [string, string, MaskedKind][] = [
  // phones: Turkish mobiles and landlines in every grouping and prefix
  ['Beni arayın: 0532 123 45 67', '0532 123 45 67', 'phone'],
  ['Tel 05321234567 akşam', '05321234567', 'phone'],
  ['5321234567', '5321234567', 'phone'],
  ['numaram +90 532 123 45 67', '+90 532 123 45 67', 'phone'],
  ['+905321234567 whatsapp', '+905321234567', 'phone'],
  ['0090 532 123 45 67 yazın', '0090 532 123 45 67', 'phone'],
  ['00905321234567', '00905321234567', 'phone'],
  ['905321234567', '905321234567', 'phone'],
  ['0 532 123 45 67', '0 532 123 45 67', 'phone'],
  ['0532-123-45-67', '0532-123-45-67', 'phone'],
  ['0532.123.45.67', '0532.123.45.67', 'phone'],
  ['0532/123 45 67', '0532/123 45 67', 'phone'],
  ['(0532) 123 45 67 arayın', '(0532) 123 45 67', 'phone'],
  ['+90 (532) 123-45-67', '+90 (532) 123-45-67', 'phone'],
  ['0532 1234567', '0532 1234567', 'phone'],
  ['532 123 4567', '532 123 4567', 'phone'],
  ['5 3 2 1 2 3 4 5 6 7', '5 3 2 1 2 3 4 5 6 7', 'phone'],
  ['05 32 12 34 56 7', '05 32 12 34 56 7', 'phone'],
  ['0 (212) 555 12 12 santral', '0 (212) 555 12 12', 'phone'],
  ['İstanbul ofis 0216 444 55 66', '0216 444 55 66', 'phone'],
  ['Ankara: 0312-555-1234', '0312-555-1234', 'phone'],
  ['0850 333 44 55 çağrı merkezi', '0850 333 44 55', 'phone'],
  ['Fabrika 0 262 123 45 67', '0 262 123 45 67', 'phone'],
  ['tel:+905321234567', '+905321234567', 'phone'],
  ['Almanya: +49 30 12345678', '+49 30 12345678', 'phone'],
  ['0049 30 1234 5678', '0049 30 1234 5678', 'phone'],
  ['Sipariş için 500 adet, telefon 0532 123 45 67', '0532 123 45 67', 'phone'],
  ['Sabit hat yok, cep: 0533 765 43 21', '0533 765 43 21', 'phone'],
  // e-mail addresses, also written to slip past a filter
  ['ali@firma.com.tr', 'ali@firma.com.tr', 'email'],
  ['Mail: satis@ornek-metal.com adresine', 'satis@ornek-metal.com', 'email'],
  ['ali.veli+teklif@gmail.com', 'ali.veli+teklif@gmail.com', 'email'],
  ['ali @ firma.com', 'ali @ firma.com', 'email'],
  ['ali[at]firma.com', 'ali[at]firma.com', 'email'],
  ['ali (at) firma.com', 'ali (at) firma.com', 'email'],
  ['ali at firma.com', 'ali at firma.com', 'email'],
  ['ali at firma dot com', 'ali at firma dot com', 'email'],
  ['ali(at)firma(dot)com', 'ali(at)firma(dot)com', 'email'],
  ['ali [at] firma [nokta] com [nokta] tr', 'ali [at] firma [nokta] com [nokta] tr', 'email'],
  ['ALI@FIRMA.COM', 'ALI@FIRMA.COM', 'email'],
  ['çağrı@şirket.com.tr', 'çağrı@şirket.com.tr', 'email'],
  ['ali{at}firma.net', 'ali{at}firma.net', 'email'],
  ['satis@firma.istanbul', 'satis@firma.istanbul', 'email'],
  // web addresses, domains and messaging links
  ['https://www.firma.com.tr/iletisim', 'https://www.firma.com.tr/iletisim', 'web'],
  ['http://firma.com', 'http://firma.com', 'web'],
  ['www.firma.com.tr adresinden', 'www.firma.com.tr', 'web'],
  ['sitemiz firma.com.tr', 'firma.com.tr', 'web'],
  ['ornekmetal.com', 'ornekmetal.com', 'web'],
  ['firma[.]com', 'firma[.]com', 'web'],
  ['firma (dot) com', 'firma (dot) com', 'web'],
  ['firma dot net', 'firma dot net', 'web'],
  ['firma [nokta] com', 'firma [nokta] com', 'web'],
  ['https://wa.me/905321234567', 'https://wa.me/905321234567', 'web'],
  ['wa.me/905321234567', 'wa.me/905321234567', 'web'],
  ['api.whatsapp.com/send?phone=905321234567', 'api.whatsapp.com/send?phone=905321234567', 'web'],
  ['chat.whatsapp.com/AbCdEf123', 'chat.whatsapp.com/AbCdEf123', 'web'],
  ['t.me/ornekmetal', 't.me/ornekmetal', 'web'],
  ['telegram.me/ornekmetal', 'telegram.me/ornekmetal', 'web'],
  ['Katalog: FIRMA.COM.TR/katalog.pdf', 'FIRMA.COM.TR/katalog.pdf', 'web'],
  ['instagram.com/ornekmetal', 'instagram.com/ornekmetal', 'web'],
  // IBANs
  ['IBAN: TR33 0006 1005 1978 6457 8413 26', 'TR33 0006 1005 1978 6457 8413 26', 'iban'],
  ['TR330006100519786457841326', 'TR330006100519786457841326', 'iban'],
  ['tr33 0006 1005 1978 6457 8413 26', 'tr33 0006 1005 1978 6457 8413 26', 'iban'],
  ['hesap 33 0006 1005 1978 6457 8413 26', '33 0006 1005 1978 6457 8413 26', 'iban'],
  ['330006100519786457841326', '330006100519786457841326', 'iban'],
  ['TR33-0006-1005-1978-6457-8413-26', 'TR33-0006-1005-1978-6457-8413-26', 'iban'],
];

// what a trade is about: must reach the other side as written
const INNOCENT = [
  '1.200 adet M12 cıvata, teslim 15 gün',
  'Ölçüler 1200x600x40 mm, tolerans ±0,1',
  'Teslim tarihi 27.11.2026 14:05 olabilir mi?',
  'Birim fiyat 1.234,56 ₺, toplam 2.345.678.901 TL',
  'Sertifika EN 10204 3.1 ile gelsin',
  'DIN 933 M12x40 8.8 galvaniz',
  'ISO 9001:2015 belgemiz var',
  'TS EN ISO 3834-2 kaynak sertifikası',
  'Malzeme AISI 304, kalınlık 2 mm, 1000 x 2000 levha',
  'Paket 12 000 000 adetlik yıllık ihtiyacımız var',
  'GTİP 7318.15.90.00.00',
  'Vade 30, 60 veya 90 gün; peşin %2 iskonto',
  '2026-12-01 tarihinde sevkiyat',
  'Ø 48,3 x 3,2 mm boru, 6 m boy',
  'Toplam ağırlık 12.500 kg, 3 tır',
  'Fiyatlarımız KDV hariçtir, %20 KDV eklenir',
  'Kabul ederseniz numune gönderebiliriz.',
  'Teslimat Ltd. Şti. deposuna yapılacak.',
  'Net fiyat, brüt ağırlık 1,5 ton',
  'Ürün kodu ABC-123-456',
  'Saat 09:30 ile 17:30 arası',
  '3 adet 100, 2 adet 250 mm',
  'Yıl 2025 ve 2026 siparişleri',
  'Fatura 15.01.2027 tarihli olacak',
  'Tolerans h7, yüzey Ra 0.8',
  'Ölçü 100 200 300 400 500 mm aralıklarla',
  'Bize mesaj atın, dönüş yapalım',
  'Basınç 16 bar, PN16 DN50 vana',
  'Vida M8 x 1.25 x 30',
  'Fiyatı 1.000.000 TL altına çekebilirsiniz',
  'Kalite ST 37, EN 10025 S235JR',
  // what the rules against deliberate writing (masking-evasions.test.ts) must leave alone
  'GTİP 8481.80.99.00.00 vana',
  'GTIP no: 7326.90.98, menşe Türkiye',
  'Ölçü 300x500x2500 mm, 3000x1500x10 levha',
  '20l bidon, 50 adet; 5lt şişe',
  'Teslim on beş gün içinde, bir iki gün sapabilir',
  'Dört adet 1.5 kW motor, beş adet pano',
  'Metal San. ve Tic. Ltd. Şti.',
  'Örnek Metal San.ve Tic.Ltd.Şti. adına fatura',
  'Atatürk Mah. Cumhuriyet Cad.No:5 Tuzla/İstanbul',
  'Teklifi kabul et, firma bilgileri görünür.',
  'Bu nokta net değil, kaynak dikişi nokta de olabilir.',
  'Et ve süt ürünleri için paslanmaz tank',
  'Çizimler ekte: çizim.dwg ve teklif.zip, model.step',
  'Saat 08:00-17:00 arası teslim alınır',
  'Fiyat 12.500,00 TL + KDV',
  'DN 100 PN 16 flanş, EN 1092-1',
  'Kapasite yıllık 3.000.000 adet',
  'Sipariş no 2026/1234',
  'Tarih 01/02/2026, vade 45 gün',
  'Birim fiyat @ 12,50 TL',
  'Instagram hesabımız yok, katalog ekte.',
  'Instagram var ama kullanmıyoruz',
  'Kalınlık 0,5 mm; en 1250 mm; boy 2500 mm',
  'Yüzey pürüzlülüğü Ra 1,6',
  'M16x1.5 somun, 10.9 kalite',
  'IP65 koruma, 230V, 50Hz',
  'Teslimat 15-20 gün',
  'Ölçü listesi: 100, 200, 300, 400, 500, 600',
  'Toplam: 3 x 1.200 kg = 3.600 kg',
  'ISO 9001, ISO 14001 ve OHSAS 18001',
  'Soğuk çekme 1.0503 (C45) çelik',
  'Teknik şartname versiyon 2.1.3',
  'Paketleme: 12li koli, 6lı paket',
  'Numune için 1 (bir) adet yeterli',
  '%18 değil %20 KDV',
  'vs. vb. ürünler, 5.mm değil 0,5 mm',
  'EAN 8690123456789 barkodlu',
  'Rulo 1000 x 2 mm, 5 ton; sac 1.5mm',
  'Fiyat uygun.Teslim 5 gün.Ne zaman onaylarsınız?',
  'Ürünler @ 5 TL, toplam 500 TL',
];

describe('masking contact details', () => {
  it('holds at least forty innocent trade texts', () => expect(INNOCENT.length).toBeGreaterThanOrEqual(40));

  it.each(HIDDEN)('hides the contact in %j', (text, contact, kind) => {
    const masked = maskContacts(text);
    expect(masked.text).toBe(text.replace(contact, MASKED));
    expect(masked.kinds).toContain(kind);
  });

  it.each(INNOCENT)('leaves %j as it is', (text) => {
    expect(maskContacts(text)).toEqual({ text, kinds: [] });
  });

  it('hides every contact of a message, each once, and says which kinds', () => {
    const masked = maskContacts('Ali: 0532 123 45 67, ali@firma.com, firma.com.tr, TR33 0006 1005 1978 6457 8413 26');
    expect(masked.text).toBe(`Ali: ${MASKED}, ${MASKED}, ${MASKED}, ${MASKED}`);
    expect(masked.kinds.sort()).toEqual(['email', 'iban', 'phone', 'web']);
    expect(maskContacts('0532 123 45 67 / 0533 765 43 21').text).toBe(`${MASKED} / ${MASKED}`);
  });

  it('takes a 10-digit number that reads as a Turkish landline for a phone', () => {
    // an order number can look like one (4… is an area code): the writer is told why, and writes it otherwise
    expect(maskContacts('Sipariş no 4500012345').text).toBe(`Sipariş no ${MASKED}`);
    expect(maskContacts('Sipariş no 45000-12345').text).toBe(`Sipariş no ${MASKED}`);
    expect(maskContacts('Sipariş no 1500012345').kinds).toEqual([]);
  });

  it('reads hostile text of the longest message in linear time (the timeout of the test is the bound)', () => {
    expect(maskContacts('1 '.repeat(1000)).kinds).toEqual(['iban']); // 24 digits in any grouping
    const dots = 'a.'.repeat(1000);
    expect(maskContacts(dots)).toEqual({ text: dots, kinds: [] });
    const ats = `${'a'.repeat(64)}@`.repeat(30);
    expect(maskContacts(ats).text).toBe(ats);
    // a control character between the groups is as invisible as a zero-width space
    expect(maskContacts('\u0000 0532\u0000123 45 67').text).toBe(`\u0000 ${MASKED}`);
  });

  it.each(HIDDEN)('cuts %j into runs, the contact one of them', (text, contact, kind) => {
    const parts = maskedParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.hidden)).toEqual([{ text: contact, hidden: kind }]);
  });

  it('cuts an innocent text into one run, and a message with several contacts around them', () => {
    for (const text of INNOCENT) expect(maskedParts(text)).toEqual([{ text }]);
    expect(maskedParts('')).toEqual([{ text: '' }]);
    expect(maskedParts('Ali: 0532 123 45 67, ali@firma.com')).toEqual([
      { text: 'Ali: ' },
      { text: '0532 123 45 67', hidden: 'phone' },
      { text: ', ' },
      { text: 'ali@firma.com', hidden: 'email' },
    ]);
  });
});
