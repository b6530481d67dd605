// A table as a spreadsheet file (issue 52 item 5): CSV (platform/csv.ts: UTF-8 with a BOM, formulas defused) and
// Excel (.xlsx, ExcelJS), with Turkish headers, numbers as numbers and dates as dates. An area describes its table
// (columns and rows); these make the file. Pure functions of their input: they run in the exports' worker thread
// (spreadsheet-worker.ts).
import ExcelJS from 'exceljs';
import { CSV_TIME, csvHead, csvLine } from './csv';

export type Cell = string | number | Date | null;
/** text; a number (integers as they are); money (two decimals); a day (a Date at 00:00 UTC); a moment (a Date) */
export type CellType = 'text' | 'number' | 'money' | 'date' | 'time';

export interface Column {
  header: string;
  type: CellType;
  /** characters (Excel's column width) */
  width?: number;
}

export interface Table {
  /** the sheet's name (at most 31 characters) */
  title: string;
  columns: Column[];
  rows: Cell[][];
}

const csvValue = (value: Cell, type: CellType) => {
  if (value === null) return '';
  if (value instanceof Date)
    return type === 'date' ? value.toISOString().slice(0, 10) : CSV_TIME.format(value).replace(',', '');
  // a number as a machine writes it ('1234.5'): any spreadsheet or program reads it as a number
  return typeof value === 'number' ? (type === 'money' ? value.toFixed(2) : String(value)) : value;
};

/** The table as CSV bytes. */
export function tableCsv(table: Table): Buffer {
  const lines = [csvHead(table.columns.map((c) => c.header))];
  for (const row of table.rows) lines.push(csvLine(row.map((v, i) => csvValue(v, table.columns[i].type))));
  return Buffer.from(lines.join(''), 'utf8');
}

const FORMATS: Partial<Record<CellType, string>> = {
  money: '#,##0.00',
  number: '#,##0',
  date: 'dd.mm.yyyy',
  time: 'dd.mm.yyyy hh:mm',
};

/** A moment as Excel shows it: Türkiye's wall-clock time (UTC+3 all year), as a date without a zone. */
const istanbul = (d: Date) => new Date(d.getTime() + 3 * 3_600_000);

/** The table as an Excel workbook: a bold, frozen header row with filters, typed cells. */
export async function tableXlsx(table: Table): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tedarik';
  const sheet = book.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(row.map((v, i) => (v instanceof Date && table.columns[i].type === 'time' ? istanbul(v) : v)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
