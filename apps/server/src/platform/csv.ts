// CSV for spreadsheets (RFC 4180, UTF-8 with a byte-order mark, CRLF lines): the newsletter's and the audit log's
// exports write their cells and times through these.

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @ or tab/CR is prefixed with an
 * apostrophe, so a spreadsheet never runs a value as a formula.
 */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A line of cells, CRLF-ended. */
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV's first bytes: a byte-order mark (spreadsheets then read UTF-8) and the header line. */
export const csvHead = (names: string[]) => `\uFEFF${csvLine(names)}`;

/** A time as 'YYYY-MM-DD HH:mm' in Türkiye's time. */
export const CSV_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
