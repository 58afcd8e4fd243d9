import { parse } from 'csv-parse/sync';

/**
 * CSV as people's spreadsheets write and read it: shared by every import and export.
 */

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that some programs strip first) gets a leading apostrophe, so it shows as text:
 * exported data must not become an instruction to the program that opens the file.
 */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A cell as its author typed it: the apostrophe safeCell put before a formula character is
 * taken off again, so a file the product wrote imports back unchanged.
 */
export function plainCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** The delimiter of the header line: comma, semicolon (European spreadsheets) or tab. */
export function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
}

/** The file cannot be read as CSV; `line` is where the reader gave up, when known. */
export class CsvReadError extends Error {
  constructor(readonly line?: number) {
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
 * The header and the records of CSV text: a byte-order mark, any line ends, rows of uneven
 * length and stray quotes are taken; blank lines are skipped. NUL bytes, unclosed quotes or a
 * record over `maxRecordBytes` throw CsvReadError. `headers` is undefined for an empty file.
 */
export function readCsvRecords(text: string, options: { maxRecordBytes?: number } = {}): { headers: string[] | undefined; records: CsvRecord[] } {
  if (text.includes('\u0000')) throw new CsvReadError();
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      delimiter: delimiterOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: options.maxRecordBytes ?? 64 * 1024,
    } as never) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new CsvReadError((error as { lines?: number }).lines);
  }
  const [header, ...body] = parsed;
  return {
    headers: header?.record,
    // A record spanning lines (a quoted note) is numbered by the line it starts on.
    records: body.map(({ record, info }) => ({ row: info.lines - record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0), cells: record })),
  };
}
