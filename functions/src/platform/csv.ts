import { parse } from 'csv-parse/sync';

/**
 * CSV as people's spreadsheets write and read it: shared by every import and export.
 */

/**
 * Phone numbers as people write them, one or several (`; `-joined, as "Other Phones" is): `+`,
 * digits, spaces and ( ) . - / ; only. Spreadsheets take such a cell as a number or text; with
 * no letters, quotes, `=`, `@`, `!` or `|` it cannot call a function or another program, so it
 * is no formula injection and keeps its `+`.
 */
const PHONE_NUMBER = /^\+[0-9][0-9 ().\-/;+]{4,999}$/;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that some programs strip first) gets a leading apostrophe, so it shows as text:
 * exported data must not become an instruction to the program that opens the file. A phone
 * number starting with + is left as it is (see PHONE_NUMBER).
 */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (PHONE_NUMBER.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A cell as its author typed it: the apostrophe safeCell put before a formula character is
 * taken off again, so a file the product wrote imports back unchanged.
 */
export function plainCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter: comma, semicolon (spreadsheets where the comma is the decimal point) or tab
 * (Excel's "Unicode text"), whichever the busiest of the first lines holds most of, counted
 * outside quotes. Not only the first line: LinkedIn's export begins with notes above its header.
 */
export function delimiterOf(text: string): string {
  const best: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  const line: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let lines = 0;
  const end = Math.min(text.length, 64 * 1024);
  for (let i = 0; i < end && lines < 20; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      for (const d of DELIMITERS) best[d] = Math.max(best[d], line[d]);
      for (const d of DELIMITERS) line[d] = 0;
      lines++;
    } else if (!quoted && (c === ',' || c === ';' || c === '\t')) line[c]++;
  }
  for (const d of DELIMITERS) best[d] = Math.max(best[d], line[d]);
  return DELIMITERS.reduce((a, b) => (best[b] > best[a] ? b : a));
}

/** The file cannot be read as CSV; `line` is where the reader gave up, when known. */
export class CsvReadError extends Error {
  constructor(
    readonly line?: number,
    /** 'too-long': a record over the size limit (a binary or a one-line file). */
    readonly reason: 'malformed' | 'too-long' = 'malformed',
  ) {
    super(line ? `Malformed CSV (line ${line})` : 'Malformed CSV');
    this.name = 'CsvReadError';
  }
}

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  row: number;
  cells: string[];
}

/**
 * Every record of CSV text, the header too: a byte-order mark, any line ends, rows of uneven
 * length and stray quotes are taken; blank lines are skipped. NUL bytes, unclosed quotes or a
 * record over `maxRecordBytes` throw CsvReadError.
 */
export function readCsvTable(
  text: string,
  options: { maxRecordBytes?: number } = {},
): { delimiter: string; records: CsvRecord[] } {
  if (text.includes('\u0000')) throw new CsvReadError();
  const delimiter = delimiterOf(text);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: options.maxRecordBytes ?? 64 * 1024,
    } as never) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const { lines, code } = error as { lines?: number; code?: string };
    throw new CsvReadError(lines, code === 'CSV_MAX_RECORD_SIZE' ? 'too-long' : 'malformed');
  }
  return {
    delimiter,
    // A record spanning lines (a quoted note) is numbered by the line it starts on.
    records: parsed.map(({ record, info }) => ({
      row: info.lines - record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0),
      cells: record,
    })),
  };
}

/** The header (the first record; undefined for an empty file) and the records after it. */
export function readCsvRecords(
  text: string,
  options: { maxRecordBytes?: number } = {},
): { headers: string[] | undefined; records: CsvRecord[] } {
  const [header, ...records] = readCsvTable(text, options).records;
  return { headers: header?.cells, records };
}
