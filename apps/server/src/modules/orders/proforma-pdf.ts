// The proforma invoice of an order ('Proforma Fatura', issue 50 item 3) as a PDF: the site's company details, the
// buyer's, the item with its net, KDV 20 % and total, the reference code to write in the transfer's description and
// the bank accounts to pay into. pdfkit with DejaVu Sans embedded (Turkish letters), as the comparison's export. A
// pure function of its input: it runs in the proforma's worker thread (proforma-worker.ts, decision 0048).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDate } from '@tedarik/contract/dates';
import { formatMoney, kurusOf } from '@tedarik/contract/money';
import { type BankAccount, type InvoiceDetails, ibanText } from '@tedarik/contract/orders/orders';
import PDFDocument from 'pdfkit';

export interface ProformaInput {
  code: string;
  /** the order's day, YYYY-MM-DD */
  day: string;
  title: string;
  /** 'Paket (3 ay)', 'Ek Teklif Paketi (50 teklif hakkı)' */
  detail: string;
  net: string;
  kdvRate: number;
  kdv: string;
  total: string;
  seller: InvoiceDetails;
  buyer: { name: string; address: string; taxOffice: string; taxNumber: string; email: string };
  bankAccounts: BankAccount[];
}

const resolve = createRequire(import.meta.url).resolve;
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontFiles = () => {
  fonts ??= {
    body: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

const tl = (amount: string) => formatMoney(kurusOf(amount), 'TL');
const lines = (...parts: string[]) => parts.filter((p) => p.trim() !== '');

export function proformaPdf(p: ProformaInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Proforma Fatura ${p.code}`, CreationDate: new Date(`${p.day}T12:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });
  const { body, bold } = fontFiles();
  doc.registerFont('body', body).registerFont('bold', bold);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text('Proforma Fatura');
  doc
    .font('body')
    .fontSize(10)
    .text(`Referans Kodu: ${p.code}`)
    .text(`Tarih: ${formatDate(p.day)}`);
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 8;
  const block = (x: number, heading: string, text: string[]) => {
    doc.font('bold').fontSize(10).text(heading, x, top, { width: half });
    doc.font('body').fontSize(9);
    for (const line of text) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const s = p.seller;
  const sellerEnd = block(
    left,
    'Satıcı',
    lines(
      s.title,
      s.address,
      s.taxOffice || s.taxNumber ? `Vergi Dairesi: ${s.taxOffice}  Vergi No: ${s.taxNumber}` : '',
      s.phone ? `Telefon: ${s.phone}` : '',
      s.email ? `E-posta: ${s.email}` : '',
    ),
  );
  const b = p.buyer;
  const buyerEnd = block(
    left + half + 16,
    'Alıcı',
    lines(
      b.name,
      b.address,
      b.taxOffice || b.taxNumber ? `Vergi Dairesi: ${b.taxOffice}  Vergi No: ${b.taxNumber}` : '',
      b.email ? `E-posta: ${b.email}` : '',
    ),
  );
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;
  doc.x = left;

  const row = (cells: [string, string], strong = false) => {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'body').fontSize(10);
    doc.text(cells[0], left, y, { width: width - 140 });
    const end = doc.y;
    doc.text(cells[1], left + width - 140, y, { width: 140, align: 'right' });
    doc.y = Math.max(end, doc.y) + 4;
  };
  row(['Açıklama', 'Tutar'], true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  row([`${p.title} — ${p.detail}`, tl(p.net)]);
  row(['Ara Toplam (KDV Hariç)', tl(p.net)]);
  row([`KDV (%${p.kdvRate})`, tl(p.kdv)]);
  row(['Genel Toplam (KDV Dahil)', tl(p.total)], true);
  doc.moveDown();

  doc.x = left;
  doc.font('bold').fontSize(11).text('Ödeme: Havale / EFT', left);
  doc
    .font('body')
    .fontSize(9)
    .text(`Havale / EFT açıklamasına referans kodunu yazın: ${p.code}`, { width })
    .moveDown(0.5);
  if (p.bankAccounts.length === 0) doc.text('Banka hesapları henüz tanımlanmadı.');
  for (const a of p.bankAccounts) {
    doc.font('bold').text(`${a.bank} (${a.currency})`);
    doc
      .font('body')
      .text(`Hesap Sahibi: ${a.holder}`)
      .text(`IBAN: ${ibanText(a.iban)}`)
      .moveDown(0.5);
  }
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text('Bu belge bir proforma faturadır; ödemeniz onaylandıktan sonra faturanız ayrıca düzenlenir.', { width });
  doc.end();
  return done;
}
