// Default settings documents (one row per key), parsed through the contract's schemas so they always fit them.
import { zMailSettings, zSiteSettings, zSmsSettings, zSocialSettings } from '@tedarik/contract/settings/public';

const site = zSiteSettings.parse({
  baslik: 'Tedarik',
  metakey: 'tedarik, imalatçı, üretici, satın alma talebi, teklif al, B2B, sanayi, toptan, fason üretim',
  metadess:
    'Tedarik; alıcıların satın alma taleplerini ücretsiz oluşturduğu, onaylı imalatçıların teklif verdiği B2B tedarik platformudur.',
  copyright: `© ${new Date().getFullYear()} Tedarik. Tüm hakları saklıdır.`,
  adres:
    'Aradığınız ürünü üreten imalatçılara tek bir talep ile ulaşın. Talebinizi ücretsiz oluşturun, sektörünüzdeki onaylı imalatçılardan gelen teklifleri karşılaştırın ve size en uygun tedarikçiyle çalışın.',
  analytics: '',
  videoUye: 'https://www.youtube-nocookie.com/embed/tedarik-alici',
  videoImalatci: 'https://www.youtube-nocookie.com/embed/tedarik-imalatci',
  map: 'https://www.google.com/maps?q=Maslak%2C%20Sar%C4%B1yer%2C%20%C4%B0stanbul&output=embed',
  tel: '0850 123 45 67',
  etiketler:
    'Çelik Boru, Sac Levha, Plastik Enjeksiyon, PVC Granül, Oluklu Koli, Endüstriyel Boya, CNC Torna, Kauçuk Conta, İş Kıyafeti, Ahşap Palet',
  iletisim: [
    '<p><strong>Tedarik Bilişim Hizmetleri A.Ş.</strong></p>',
    '<p>Maslak Mah. Büyükdere Cad. No: 255 Sarıyer / İstanbul</p>',
    '<p>Telefon: 0850 123 45 67<br>E-posta: destek@ornek.com.tr</p>',
    '<p>Hafta içi 09:00 – 18:00 saatleri arasında hizmetinizdeyiz.</p>',
  ].join(''),
});

const social = zSocialSettings.parse({
  facebook: 'https://www.facebook.com/tedarik',
  twitter: 'https://x.com/tedarik',
  instagram: 'https://www.instagram.com/tedarik',
  linkedin: 'https://www.linkedin.com/company/tedarik',
  pinterest: '0850 123 45 67', // the spec uses this field for the WhatsApp / help phone number
  youtube: 'https://www.youtube.com/@tedarik',
});

const mail = zMailSettings.parse({
  gmail: 'bildirim@ornek.com.tr',
  gsifre: '',
  site: 'smtp.ornek.com.tr',
  enableessl: true,
  acik: false,
});

const sms = zSmsSettings.parse({ kad: '', sifre: '', firma: 'TEDARIK', durum: false });

export const DEFAULT_SETTINGS: { key: string; value: unknown }[] = [
  { key: 'site', value: site },
  { key: 'social', value: social },
  { key: 'mail', value: mail },
  { key: 'sms', value: sms },
];
