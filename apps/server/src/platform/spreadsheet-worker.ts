// The exports' spreadsheets are made here, in a worker thread of their own pool (modules/exports; decision 0048's
// way): ExcelJS holds the event loop and the heap while it writes ten thousand rows, which the server's thread cannot
// spare. An entry of its own in the production bundle (scripts/build-server.mjs).
import { serveOffThread } from './off-thread';
import { type Table, tableCsv, tableXlsx } from './spreadsheet';

export type SpreadsheetJob = { format: 'csv' | 'xlsx'; table: Table };

serveOffThread(async ({ format, table }: SpreadsheetJob) => (format === 'csv' ? tableCsv(table) : tableXlsx(table)));
