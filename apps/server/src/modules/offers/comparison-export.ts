// The comparison table as files to keep or send on (issue 37): an Excel workbook whose amounts are numbers (no
// formulas: a number typed by the server, not recalculated by whoever opens it), and a PDF with Turkish letters
// (DejaVu Sans, embedded). Both are made from the comparison answer itself, so they show what the screen shows.
import { createRequire } from 'node:module';
import { amountText, kurusOf } from '@tedarik/contract/money';
import type { Comparison, ComparisonRow } from '@tedarik/contract/offers/comparison';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** '2026-11-27' → '27.11.2026' (COPY.md) */
const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');
const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1234.50' → '1.234,50': from the kuruş, as the screens write it (contract money.ts) */
const amount = (value: string | null) => (value === null ? '' : amountText(kurusOf(value)));
const payment = (days: number | null) => (days === null ? '' : days === 0 ? 'Peşin' : `${days} gün vade`);
const delivery = (late: number) => (late === 0 ? 'Zamanında' : late < 0 ? `${-late} gün erken` : `${late} gün geç`);
const rating = (r: ComparisonRow['rating']) => (r ? `${money.format(r.average).replace(/0$/, '')} (${r.count})` : '');

/** The heading lines both files start with: what is compared, KDV, and the bulletin the TL amounts use. */
function heading(c: Comparison) {
  return [
    `Teklif Karşılaştırma — ${c.product} (${c.quantity > 0 ? `${money.format(c.quantity).replace(/,00$/, '')} ${c.unit}` : c.unit})`,
    `Talep No: ${c.requestId} · Teslim Tarihi: ${day(c.deliveryOn)} · ${c.vat === 'included' ? 'KDV Dahil' : 'KDV Hariç'}`,
    c.rates
      ? `TCMB ${day(c.rates.bulletinDate)} döviz satış kuru: USD ${c.rates.usd} · EUR ${c.rates.eur}`
      : 'TL karşılıkları için TCMB kuru bulunmuyor.',
  ];
}

const COLUMNS = [
  { header: 'Tedarikçi', key: 'supplier', width: 24 },
  { header: 'Para Birimi', key: 'currency', width: 11 },
  { header: 'Birim Fiyat', key: 'unitPrice', width: 14 },
  { header: 'Toplam', key: 'total', width: 16 },
  { header: 'KDV', key: 'vat', width: 7 },
  { header: 'Birim Fiyat (TL)', key: 'unitPriceTl', width: 16 },
  { header: 'Toplam (TL)', key: 'totalTl', width: 18 },
  { header: 'Teslim Tarihi', key: 'deliveryOn', width: 13 },
  { header: 'Teslim', key: 'late', width: 14 },
  { header: 'Ödeme', key: 'payment', width: 13 },
  { header: 'Geçerlilik', key: 'validUntil', width: 12 },
  { header: 'Puan', key: 'rating', width: 9 },
] as const;

const vatOf = (r: ComparisonRow) => (r.vatRate === null ? '' : `%${r.vatRate}`);
const num = (value: string | null) => (value === null ? null : Number(value));

/** The workbook: the heading, then one row per offer; amounts are numbers with two decimals. */
export async function comparisonXlsx(c: Comparison): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tedarik';
  const sheet = book.addWorksheet('Karşılaştırma', { views: [{ state: 'frozen', ySplit: 5 }] });
  sheet.columns = COLUMNS.map(({ key, width }) => ({ key, width }));
  for (const line of heading(c)) sheet.addRow([line]).font = { bold: true };
  sheet.addRow([]);
  const head = sheet.addRow(COLUMNS.map((col) => col.header));
  head.font = { bold: true };
  for (const r of c.rows) {
    const row = sheet.addRow({
      supplier: `${r.supplier}${r.lowest ? ' (en düşük)' : ''}${r.expired ? ' (süresi doldu)' : ''}`,
      currency: r.currency,
      unitPrice: num(r.unitPrice),
      total: num(r.total),
      vat: vatOf(r),
      unitPriceTl: num(r.unitPriceTl),
      totalTl: num(r.totalTl),
      deliveryOn: day(r.deliveryOn),
      late: delivery(r.daysLate),
      payment: payment(r.paymentDays),
      validUntil: day(r.validUntil),
      rating: r.rating ? r.rating.average : null,
    });
    for (const key of ['unitPrice', 'total', 'unitPriceTl', 'totalTl'] as const) row.getCell(key).numFmt = '#,##0.00';
    if (r.lowest) row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The PDF: A4 landscape, the heading, then the table; a row that does not fit starts a new page. */
export function comparisonPdf(c: Comparison): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: 'Teklif Karşılaştırma' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT).registerFont('bold', BOLD);
  const [title, ...lines] = heading(c);
  doc.font('bold').fontSize(14).text(title);
  doc.font('body').fontSize(9);
  for (const line of lines) doc.text(line);
  doc.moveDown();

  const widths = [130, 42, 62, 74, 30, 70, 80, 58, 62, 56, 50, 36];
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
    const top = doc.y;
    doc.font(bold ? 'bold' : 'body').fontSize(7.5);
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: widths[i] - 4 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  drawRow(
    COLUMNS.map((col) => col.header),
    true,
  );
  for (const r of c.rows)
    drawRow(
      [
        `${r.supplier}${r.lowest ? ' (en düşük)' : ''}${r.expired ? ' (süresi doldu)' : ''}`,
        r.currency,
        amount(r.unitPrice),
        amount(r.total),
        vatOf(r),
        amount(r.unitPriceTl),
        amount(r.totalTl),
        day(r.deliveryOn),
        delivery(r.daysLate),
        payment(r.paymentDays),
        day(r.validUntil),
        rating(r.rating),
      ],
      r.lowest,
    );
  if (c.rows.length === 0) doc.text(c.sealed ? 'Kapalı zarf teklifleri henüz açılmadı.' : 'Henüz teklif yok.');
  doc.end();
  return done;
}
