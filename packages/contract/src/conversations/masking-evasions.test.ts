import { describe, expect, it } from 'vitest';
import { MASKED, type MaskedKind, maskContacts, maskedParts, maskFileName, maskSeries } from './masking';

// Contact details written on purpose so that a plain pattern misses them (issue 47 item 3): [what a member writes,
// the part of it the other side must not see, its kind]. The innocent texts they must not touch are in masking.test.ts.
const EVASIONS: [string, string, MaskedKind][] = [
  // phones: other separators between the groups
  ['0532_123_45_67', '0532_123_45_67', 'phone'],
  ['Arayın 0532x123x45x67', '0532x123x45x67', 'phone'],
  ['0532 x 123 x 45 x 67', '0532 x 123 x 45 x 67', 'phone'],
  ['Cep 0532     123      45     67 ulaşın', '0532     123      45     67', 'phone'],
  ['0532\t\t123  45\t\t67', '0532\t\t123  45\t\t67', 'phone'],
  ['(0532)_123_45_67', '(0532)_123_45_67', 'phone'],
  ['0532 -- 123 -- 45 -- 67', '0532 -- 123 -- 45 -- 67', 'phone'],
  ['0532–123–45–67 (uzun tire)', '0532–123–45–67', 'phone'],
  ['0532·123·45·67', '0532·123·45·67', 'phone'],
  ['0532|123|45|67', '0532|123|45|67', 'phone'],
  ['5 3 2 _ 1 2 3 _ 4 5 _ 6 7', '5 3 2 _ 1 2 3 _ 4 5 _ 6 7', 'phone'],
  ['0532\u00A0123\u00A045\u00A067', '0532\u00A0123\u00A045\u00A067', 'phone'],
  // phones: digits of other scripts and compatibility forms
  ['Tel ０５３２ １２３ ４５ ６７', '０５３２ １２３ ４５ ６７', 'phone'],
  ['＋９０ ５３２ １２３ ４５ ６７', '＋９０ ５３２ １２３ ４５ ６７', 'phone'],
  ['٠٥٣٢ ١٢٣ ٤٥ ٦٧', '٠٥٣٢ ١٢٣ ٤٥ ٦٧', 'phone'],
  ['۰۵۳۲۱۲۳۴۵۶۷', '۰۵۳۲۱۲۳۴۵۶۷', 'phone'],
  ['०५३२ १२३ ४५ ६७', '०५३२ १२३ ४५ ६७', 'phone'],
  ['০৫৩২ ১২৩ ৪৫ ৬৭', '০৫৩২ ১২৩ ৪৫ ৬৭', 'phone'],
  ['๐๕๓๒๑๒๓๔๕๖๗', '๐๕๓๒๑๒๓๔๕๖๗', 'phone'],
  ['𝟎𝟓𝟑𝟐 𝟏𝟐𝟑 𝟒𝟓 𝟔𝟕', '𝟎𝟓𝟑𝟐 𝟏𝟐𝟑 𝟒𝟓 𝟔𝟕', 'phone'],
  ['⓪⑤③② ①②③ ④⑤ ⑥⑦', '⓪⑤③② ①②③ ④⑤ ⑥⑦', 'phone'],
  ['⁰⁵³²¹²³⁴⁵⁶⁷', '⁰⁵³²¹²³⁴⁵⁶⁷', 'phone'],
  ['05٣2 1２3 4५ 67', '05٣2 1２3 4५ 67', 'phone'],
  // phones: invisible characters between the digits
  ['0\u200B5\u200B3\u200B2 123 45 67', '0\u200B5\u200B3\u200B2 123 45 67', 'phone'],
  ['0532\u200D123\u200D45\u200D67', '0532\u200D123\u200D45\u200D67', 'phone'],
  ['0532\u2060123\u206045\u206067', '0532\u2060123\u206045\u206067', 'phone'],
  ['05\u00AD32\u00AD123\u00AD4567', '05\u00AD32\u00AD123\u00AD4567', 'phone'],
  ['0532\uFEFF\u200C1234567', '0532\uFEFF\u200C1234567', 'phone'],
  ['0532 123 4\u03015 67', '0532 123 4\u03015 67', 'phone'],
  // phones: letters that look like digits inside a run of digits
  ['O532 123 45 67', 'O532 123 45 67', 'phone'],
  ['0532 l23 45 67', '0532 l23 45 67', 'phone'],
  ['O532 I23 4S 67 değil, O532 I23 45 67', 'O532 I23 45 67', 'phone'],
  ['Numara: o5321234567', 'o5321234567', 'phone'],
  ['0532 1OO 45 67', '0532 1OO 45 67', 'phone'],
  // phones: digits written as Turkish words
  ['sıfır beş üç iki bir iki üç dört beş altı yedi', 'sıfır beş üç iki bir iki üç dört beş altı yedi', 'phone'],
  ['SIFIR BES UC IKI BIR IKI UC DORT BES ALTI YEDI', 'SIFIR BES UC IKI BIR IKI UC DORT BES ALTI YEDI', 'phone'],
  [
    'Numaram sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi',
    'sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi',
    'phone',
  ],
  ['0532 yüz yirmi üç 45 altmış yedi', '0532 yüz yirmi üç 45 altmış yedi', 'phone'],
  ['sıfır-beş-üç-iki-bir-iki-üç-dört-beş-altı-yedi', 'sıfır-beş-üç-iki-bir-iki-üç-dört-beş-altı-yedi', 'phone'],
  ['+90 beş üç iki 123 45 67', '+90 beş üç iki 123 45 67', 'phone'],
  ['0 beşyüzotuziki 123 kırkbeş 67', '0 beşyüzotuziki 123 kırkbeş 67', 'phone'],
  // e-mail addresses
  ['ali et firma nokta com', 'ali et firma nokta com', 'email'],
  ['Yazın: satis et ornekmetal nokta com nokta tr', 'satis et ornekmetal nokta com nokta tr', 'email'],
  ['ali @ firma . com', 'ali @ firma . com', 'email'],
  ['ali@firma,com', 'ali@firma,com', 'email'],
  ['ali @ firma , com , tr', 'ali @ firma , com , tr', 'email'],
  ['ali＠firma．com', 'ali＠firma．com', 'email'],
  ['ali﹫firma.com', 'ali﹫firma.com', 'email'],
  ['ali@firma。com', 'ali@firma。com', 'email'],
  ['ali@firma\u200B.com', 'ali@firma\u200B.com', 'email'],
  ['ali(et)firma(nokta)com', 'ali(et)firma(nokta)com', 'email'],
  ['ali [et] firma [nokta] com', 'ali [et] firma [nokta] com', 'email'],
  ['ali at gmail nokta com', 'ali at gmail nokta com', 'email'],
  ['satis@firma.ist', 'satis@firma.ist', 'email'],
  ['satis@firma.at', 'satis@firma.at', 'email'],
  ['verkauf@firma.ch adresine', 'verkauf@firma.ch', 'email'],
  ['info@firma.photography', 'info@firma.photography', 'email'],
  ['sales@firma.co.uk', 'sales@firma.co.uk', 'email'],
  ['ALİ@FİRMA.COM.TR', 'ALİ@FİRMA.COM.TR', 'email'],
  ['Mail ali@firma.com, tamam mı?', 'ali@firma.com', 'email'],
  // web addresses under any ending, or written around the dot
  ['Sitemiz firma.ist', 'firma.ist', 'web'],
  ['firma.at/kontakt', 'firma.at/kontakt', 'web'],
  ['firma.ch', 'firma.ch', 'web'],
  ['ornekmetal.istanbul', 'ornekmetal.istanbul', 'web'],
  ['ornekmetal.company/iletisim', 'ornekmetal.company/iletisim', 'web'],
  ['ornekmetal.biz.tr', 'ornekmetal.biz.tr', 'web'],
  ['firma nokta com', 'firma nokta com', 'web'],
  ['ornekmetal nokta com nokta tr', 'ornekmetal nokta com nokta tr', 'web'],
  ['firma．com．tr', 'firma．com．tr', 'web'],
  ['firma\u200B.com', 'firma\u200B.com', 'web'],
  ['ｗｗｗ．ｆｉｒｍａ．ｃｏｍ', 'ｗｗｗ．ｆｉｒｍａ．ｃｏｍ', 'web'],
  // social handles
  ['Instagram: @ornekmetal', '@ornekmetal', 'social'],
  ['İnstagram: @ornekmetal', '@ornekmetal', 'social'],
  ['insta ornekmetal', 'ornekmetal', 'social'],
  ['insta: ornek.metal', 'ornek.metal', 'social'],
  ['IG @ornek_metal', '@ornek_metal', 'social'],
  ['bize @ornekmetal hesabından yazın', '@ornekmetal', 'social'],
  ['Facebook: ornekmetal', 'ornekmetal', 'social'],
  ['telegram @ornekmetal', '@ornekmetal', 'social'],
  ['tiktok: @ornek.metal', '@ornek.metal', 'social'],
  ['linkedin ornek-metal-as', 'ornek-metal-as', 'social'],
  ['İnsta＠ornekmetal', '＠ornekmetal', 'social'],
  // IBANs in other digits and other countries
  ['TR٣٣ ٠٠٠٦ ١٠٠٥ ١٩٧٨ ٦٤٥٧ ٨٤١٣ ٢٦', 'TR٣٣ ٠٠٠٦ ١٠٠٥ ١٩٧٨ ٦٤٥٧ ٨٤١٣ ٢٦', 'iban'],
  [
    'ＴＲ３３ ０００６ １００５ １９７８ ６４５７ ８４１３ ２６',
    'ＴＲ３３ ０００６ １００５ １９７８ ６４５７ ８４１３ ２６',
    'iban',
  ],
  ['TR33 OOO6 1OO5 1978 6457 8413 26', 'TR33 OOO6 1OO5 1978 6457 8413 26', 'iban'],
  [
    'TR33\u200B0006\u200B1005\u200B1978\u200B6457\u200B8413\u200B26',
    'TR33\u200B0006\u200B1005\u200B1978\u200B6457\u200B8413\u200B26',
    'iban',
  ],
  ['TR33_0006_1005_1978_6457_8413_26', 'TR33_0006_1005_1978_6457_8413_26', 'iban'],
  ['Hesap DE89 3704 0044 0532 0130 00 numaralı', 'DE89 3704 0044 0532 0130 00', 'iban'],
  ['GB82 WEST 1234 5698 7654 32', 'GB82 WEST 1234 5698 7654 32', 'iban'],
];

describe('masking contact details written to slip past it', () => {
  it('holds at least sixty evasions', () => expect(EVASIONS.length).toBeGreaterThanOrEqual(60));

  it.each(EVASIONS)('hides the contact in %j', (text, contact, kind) => {
    const masked = maskContacts(text);
    expect(masked.text).toBe(text.replace(contact, MASKED));
    expect(masked.kinds).toContain(kind);
  });

  it.each(EVASIONS)('cuts %j into runs, the contact one of them', (text, contact) => {
    const parts = maskedParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.hidden).map((part) => part.text)).toEqual([contact]);
  });

  it('hides a number split over consecutive messages of one side, in each of them', () => {
    expect(maskSeries(['Numaram 0532 123', '45 67'])).toEqual([
      { text: `Numaram ${MASKED}`, kinds: ['phone'] },
      { text: MASKED, kinds: ['phone'] },
    ]);
    expect(maskSeries(['satis@ornekmetal', '.com.tr'])).toEqual([
      { text: MASKED, kinds: ['email'] },
      { text: MASKED, kinds: ['email'] },
    ]);
    // what each message hides alone stays hidden, and nothing more joins across it
    expect(maskSeries(['0532 123 45 67', '0533 765 43 21'])).toEqual([
      { text: MASKED, kinds: ['phone'] },
      { text: MASKED, kinds: ['phone'] },
    ]);
    expect(maskSeries(['5', '0532 123 45 67'])).toEqual([
      { text: '5', kinds: [] },
      { text: MASKED, kinds: ['phone'] },
    ]);
    // two innocent messages stay as written
    expect(maskSeries(['500 adet', '1200 mm'])).toEqual([
      { text: '500 adet', kinds: [] },
      { text: '1200 mm', kinds: [] },
    ]);
    expect(maskSeries(['Tamam'])).toEqual([{ text: 'Tamam', kinds: [] }]);
  });

  it("masks a file's name and keeps its extension", () => {
    expect(maskFileName('Teklif 0532 123 45 67.pdf')).toEqual({ text: `Teklif ${MASKED}.pdf`, kinds: ['phone'] });
    expect(maskFileName('ornekmetal.com.tr.xlsx')).toEqual({ text: `${MASKED}.xlsx`, kinds: ['web'] });
    expect(maskFileName('logo.ai')).toEqual({ text: 'logo.ai', kinds: [] });
    expect(maskFileName('çizim-rev2.dwg')).toEqual({ text: 'çizim-rev2.dwg', kinds: [] });
  });

  it('reads hostile text of ten thousand characters and more (the timeout of the test is the bound)', () => {
    const hostile = [
      '0'.repeat(10_000),
      '0 '.repeat(5_000),
      '0x'.repeat(5_000),
      `${' '.repeat(10_000)}1`,
      'a@'.repeat(5_000),
      'a.'.repeat(5_000),
      'a nokta '.repeat(1_250),
      'ali et '.repeat(1_500),
      `instagram${' '.repeat(10_000)}!`,
      '@a'.repeat(5_000),
      'TR33 '.repeat(2_000),
      'sıfır '.repeat(1_700),
      'O'.repeat(10_000),
      '\u200B'.repeat(10_000),
      '٣'.repeat(10_000),
      `${'a'.repeat(64)}@${'b.'.repeat(4_950)}`,
      '[at]('.repeat(2_000),
      'x'.repeat(50_000),
    ];
    for (const text of hostile) {
      const parts = maskedParts(text);
      expect(parts.map((part) => part.text).join('')).toBe(text);
    }
  });
});
