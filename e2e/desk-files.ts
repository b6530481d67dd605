// What the desk's journey (desk.e2e.ts) makes and reads outside the screens: the buyer's drawing (a real PDF), the
// comparison's .xlsx (its rows as ExcelJS reads them) and PDF (its text as unpdf extracts it), and amounts in kuruş
// worked out as the arithmetic says, to compare with what the screens and the files show.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';

/** Kuruş as the screens and files write an amount: '212.488,50' (COPY.md). */
export const tr = (kurus: bigint) =>
  `${(kurus / 100n).toString().replace(/\B(?=(\d{3})+$)/g, '.')},${(kurus % 100n).toString().padStart(2, '0')}`;

/** Kuruş times a rate written as a decimal string ('42.4977'), rounded half up. */
export const times = (kurus: bigint, rate: string) => {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  return (kurus * BigInt(whole + fraction) * 2n + scale) / (2n * scale);
};

/** A real one-page PDF drawing (a line of text in Helvetica), its cross-reference table counted byte by byte. */
export function drawingPdf(): Buffer {
  const text = 'BT /F1 16 Tf 36 120 Td (Kare profil 40x40x3 mm - olcu cizimi) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Clicks a button that saves a file; the saved file's name and bytes. */
export async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

export type Cell = ExcelJS.CellValue;

/** The workbook's first sheet: the text of its heading lines, and each row under the header by column name. */
export async function xlsxTable(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  // sparse (an empty row is a hole, a row's values start at 1): Array.from makes each hole a row of its own
  const lines = Array.from(book.worksheets[0].getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1) : []));
  const headerAt = lines.findIndex((row) => row.includes('Toplam (TL)'));
  const header = lines[headerAt] as string[];
  return {
    heading: lines.slice(0, headerAt).flat().join('\n'),
    rows: lines
      .slice(headerAt + 1)
      .filter((row) => row.length > 0)
      .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] as Cell]))),
  };
}

/** A PDF's text with its line breaks as spaces: a long name wraps in its cell. */
export const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
