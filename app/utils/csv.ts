// CSV for spreadsheets (RFC 4180, CRLF line ends), safe to open in Excel,
// LibreOffice or Google Sheets: a text cell that starts with = + - @ (or a tab
// or carriage return) would be run as a formula ("CSV injection"), so it is
// prefixed with a single quote and shown as text. Numbers stay numbers.

import { stringify } from "csv-stringify/sync";

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: formula-looking text prefixed with ', numbers as numbers, nothing as empty. */
export function csvSafe(value: CsvValue): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Rows as CSV text (csv-stringify quotes what needs quoting), every line CRLF-terminated. */
export const csvRows = (rows: ReadonlyArray<ReadonlyArray<CsvValue>>) => stringify(rows.map((cells) => cells.map(csvSafe)), { record_delimiter: "\r\n" });

/** One line, CRLF-terminated. */
export const csvRow = (cells: ReadonlyArray<CsvValue>) => csvRows([cells]);

/** The UTF-8 byte order mark: Excel then reads names and addresses in Indian scripts correctly. */
export const CSV_BOM = "\uFEFF";
