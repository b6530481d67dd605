// The comparison table as files to keep or send on (issue 37; issue 47 item 20): an Excel workbook whose amounts are
// numbers and whose dates are dates (no formulas: a number typed by the server, not recalculated by whoever opens
// it), and a PDF with Turkish letters (DejaVu Sans, embedded). Both are made from the comparison answer itself, so they
// show what the screen shows: the request, the buyer, when the file was made (Istanbul time), the rates with decimal
// commas, each offer under its neutral label until accepted ('Teklif A (Kocaeli)'), the accepted and the lowest
// marked. Pure functions of their input: they run in the exports' worker thread (export-worker.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDate } from '@tedarik/contract/dates';
import { amountText, kurusOf } from '@tedarik/contract/money';
import { type Comparison, type ComparisonRow, comparisonRatesLine } from '@tedarik/contract/offers/member-comparison';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

const resolve = createRequire(import.meta.url).resolve;
// read once per thread: a PDF embeds the subset it uses
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontFiles = () => {
  fonts ??= {
    body: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1234.50' → '1.234,50': from the kuruş, as the screens write it (contract money.ts) */
const amount = (value: string | null) => (value === null ? '' : amountText(kurusOf(value)));
const payment = (days: number | null) => (days === null ? '' : days === 0 ? 'Peşin' : `${days} gün vade`);
const delivery = (late: number) => (late === 0 ? 'Zamanında' : late < 0 ? `${-late} gün erken` : `${late} gün geç`);
const rating = (r: ComparisonRow['rating']) =>
  r ? `${money.format(r.average).replace(/,?0+$/, '')} (${r.count})` : '';
const vatOf = (r: ComparisonRow) => (r.vatRate === null ? '' : `%${r.vatRate}`);
const num = (value: string | null) => (value === null ? null : Number(value));
/** '2026-12-10' → a date cell (Excel counts days; the day itself, whatever the zone of whoever opens it) */
const dateCell = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);

/** The supplier's cell: its label or name, and what marks the row. */
const supplierCell = (r: ComparisonRow) =>
  [r.supplier, r.accepted && '(Kabul Edildi)', r.lowest && '(en düşük)', r.expired && '(süresi doldu)']
    .filter(Boolean)
    .join(' ');

/** The heading lines both files start with: the request, the buyer, KDV and rates, and when the file was made. */
function heading(c: Comparison, at: Date) {
  const quantity = c.quantity > 0 ? `${money.format(c.quantity).replace(/,00$/, '')} ${c.unit}` : c.unit;
  return [
    `Teklif Karşılaştırma — ${c.product} (${quantity})`,
    `Talep No: ${c.requestId} · Alıcı: ${c.buyer} · Teslim Tarihi: ${formatDate(c.deliveryOn)}`,
    `${c.vat === 'included' ? 'KDV Dahil' : 'KDV Hariç'} · ${
      c.rates ? comparisonRatesLine(c.rates) : 'Bu tarih için kur bulunmuyor: döviz teklifler TL olarak gösterilemiyor.'
    }`,
    `Hazırlanma Tarihi: ${formatDate(at, true)} (İstanbul saati)`,
  ];
}

const COLUMNS = [
  { header: 'Tedarikçi', key: 'supplier', width: 30 },
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
/** the heading's lines, a blank row, then the columns' row */
const HEADER_ROW = 6;

/** The workbook: the heading, then one row per offer; amounts are numbers with two decimals, dates are dates. */
export async function comparisonXlsx(c: Comparison, at: Date): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tedarik';
  book.created = at;
  const sheet = book.addWorksheet('Karşılaştırma', { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = COLUMNS.map(({ key, width }) => ({ key, width }));
  for (const line of heading(c, at)) sheet.addRow([line]).font = { bold: true };
  sheet.addRow([]);
  const head = sheet.addRow(COLUMNS.map((col) => col.header));
  head.font = { bold: true };
  for (const r of c.rows) {
    const row = sheet.addRow({
      supplier: supplierCell(r),
      currency: r.currency,
      unitPrice: num(r.unitPrice),
      total: num(r.total),
      vat: vatOf(r),
      unitPriceTl: num(r.unitPriceTl),
      totalTl: num(r.totalTl),
      deliveryOn: dateCell(r.deliveryOn),
      late: delivery(r.daysLate),
      payment: payment(r.paymentDays),
      validUntil: dateCell(r.validUntil),
      rating: r.rating ? r.rating.average : null,
    });
    for (const key of ['unitPrice', 'total', 'unitPriceTl', 'totalTl'] as const) row.getCell(key).numFmt = '#,##0.00';
    for (const key of ['deliveryOn', 'validUntil'] as const) row.getCell(key).numFmt = 'dd.mm.yyyy';
    if (r.lowest || r.accepted) row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The PDF: A4 landscape, the heading, then the table; a row that does not fit starts a new page. */
export function comparisonPdf(c: Comparison, at: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Teklif Karşılaştırma — Talep No: ${c.requestId}`, CreationDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { body, bold } = fontFiles();
  doc.registerFont('body', body).registerFont('bold', bold);
  const [title, ...lines] = heading(c, at);
  doc.font('bold').fontSize(14).text(title);
  doc.font('body').fontSize(9);
  for (const line of lines) doc.text(line);
  doc.moveDown();

  const widths = [150, 40, 60, 70, 28, 66, 76, 56, 60, 54, 50, 40];
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], strong = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
    const top = doc.y;
    doc.font(strong ? 'bold' : 'body').fontSize(7.5);
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
        supplierCell(r),
        r.currency,
        amount(r.unitPrice),
        amount(r.total),
        vatOf(r),
        amount(r.unitPriceTl),
        amount(r.totalTl),
        formatDate(r.deliveryOn),
        delivery(r.daysLate),
        payment(r.paymentDays),
        formatDate(r.validUntil),
        rating(r.rating),
      ],
      r.lowest || r.accepted,
    );
  if (c.rows.length === 0) doc.text(c.sealed ? 'Kapalı zarf teklifleri henüz açılmadı.' : 'Henüz teklif yok.');
  doc.end();
  return done;
}
