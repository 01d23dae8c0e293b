// CSV for the console's exports: RFC 4180 quoting, formula-injection
// protection, dates as operators read them, and a stream fed page by page
// so an export of any size holds one page in memory and yields the event
// loop between pages (each page is a database round trip).
import { Readable } from 'node:stream';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';

/** A cell: text is quoted as needed; a number is written as is; null is empty. */
export type CsvCell = string | number | null;

/** A spreadsheet runs a text cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  // A number cannot be a formula; "-50" must stay a number a spreadsheet adds up.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** DD/MM/YYYY hh:mm A in GMT+8: the console's and the players' date format (src/lib/format formatDateTime). */
export function csvDateTime(at: Date | null): string | null {
  if (at === null) return null;
  const d = new Date(at.getTime() + OFFSET_MS);
  const h = d.getUTCHours();
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(h % 12 || 12)}:${pad2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant a contract carries as an ISO string, as csvDateTime writes it. */
export const csvIso = (at: string | null): string | null => csvDateTime(at === null ? null : new Date(at));

/** A GMT+8 calendar day (YYYY-MM-DD) as the dates beside it read: DD/MM/YYYY. */
export const csvDay = (day: string | null): string | null => day && day.split('-').reverse().join('/');

/** Rows a page reader reads: big enough that an export is few round trips, small enough that a page is a small chunk. */
export const EXPORT_PAGE = 1000;

/** Rows fetched a page at a time after the last id read (keyset); an empty page ends the export. */
export type PageReader<R extends { id: number }> = (after: number | undefined) => Promise<readonly R[]>;

/**
 * The CSV as a stream: a byte-order mark (Excel reads the file as UTF-8 then),
 * the header, then one chunk per page. The next page is read only when the
 * client has taken the previous one (Readable.from pulls on demand).
 */
export function csvStream<R extends { id: number }>(
  header: readonly string[],
  read: PageReader<R>,
  toCells: (row: R) => readonly CsvCell[],
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(header)}`;
    let after: number | undefined;
    for (;;) {
      const rows = await read(after);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(toCells(row))).join('');
      after = rows.at(-1)?.id;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
