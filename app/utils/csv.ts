// CSV for spreadsheets (RFC 4180, CRLF line ends), safe to open in Excel,
// LibreOffice or Google Sheets: a text cell that starts with = + - @ (or a tab
// or carriage return) would be run as a formula ("CSV injection"), so it is
// prefixed with a single quote and shown as text. Numbers stay numbers.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-looking text prefixed with ', quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, CRLF-terminated. */
export const csvRow = (cells: CsvValue[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The UTF-8 byte order mark: Excel then reads names and addresses in Indian scripts correctly. */
export const CSV_BOM = "\uFEFF";
