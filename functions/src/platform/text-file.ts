import chardet from 'chardet';
import iconv from 'iconv-lite';

/**
 * The text of a file people bring from another program, whatever character encoding it was
 * saved in: UTF-8 with or without a byte-order mark, UTF-16 (Excel's "Unicode text", little- or
 * big-endian), or a legacy single- or double-byte code page (Excel's "CSV" on Windows writes
 * Windows-1252 in western Europe). The encoding is told by the byte-order mark, then by UTF-8
 * validity, then by chardet's statistics; bytes are decoded by iconv-lite.
 */

export type DecodedText =
  | { ok: true; text: string; encoding: string }
  /** Not text at all (NUL bytes or control characters: an image, a workbook, a program). */
  | { ok: false; reason: 'binary'; line: number }
  /** Text, but in no encoding we could tell: `line` is the first line that does not decode. */
  | { ok: false; reason: 'unknown-encoding'; line: number };

/**
 * Legacy encodings chardet names that we decode. ISO-8859-1 is read as Windows-1252, its superset
 * (Excel's curly quotes and € live in 0x80–0x9F, which ISO-8859-1 calls control characters).
 */
const LEGACY: Record<string, string> = {
  'windows-1252': 'windows-1252',
  'ISO-8859-1': 'windows-1252',
  'ISO-8859-15': 'windows-1252',
  'windows-1250': 'windows-1250',
  'ISO-8859-2': 'windows-1250',
  'windows-1251': 'windows-1251',
  'ISO-8859-5': 'windows-1251',
  'KOI8-R': 'koi8-r',
  'windows-1253': 'windows-1253',
  'ISO-8859-7': 'windows-1253',
  'windows-1254': 'windows-1254',
  'ISO-8859-9': 'windows-1254',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
  GB18030: 'gb18030',
  Big5: 'big5',
};

/** How much of a file chardet looks at: its statistics settle long before 64 KB. */
const SAMPLE_BYTES = 64 * 1024;

/** C0 controls but tab, line feed, form feed and carriage return; C1 controls; U+FFFD (undecodable). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFFFD]/;

const lineAt = (text: string, index: number) => text.slice(0, index).split(/\r\n|\r|\n/).length;

/** UTF-16 without a byte-order mark: every other byte of ASCII-range text is zero. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return 'utf-16le';
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return 'utf-16be';
  return undefined;
}

function checked(text: string, encoding: string, reason: 'binary' | 'unknown-encoding'): DecodedText {
  const bad = NOT_TEXT.exec(text);
  if (!bad) return { ok: true, text, encoding };
  // A NUL or another C0 control is a binary file whatever the encoding was meant to be.
  const control = bad[0] < '\u0020' || bad[0] === '\u007F';
  return { ok: false, reason: control ? 'binary' : reason, line: lineAt(text, bad.index) };
}

function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function decodeTextFile(bytes: Buffer): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = strictUtf8(bytes.subarray(3));
    if (text !== undefined) return checked(text, 'utf-8', 'unknown-encoding');
    const good = new TextDecoder('utf-8').decode(bytes.subarray(3));
    return { ok: false, reason: 'unknown-encoding', line: lineAt(good, good.indexOf('\uFFFD')) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return checked(iconv.decode(bytes.subarray(2), 'utf-16le'), 'utf-16le', 'unknown-encoding');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return checked(iconv.decode(bytes.subarray(2), 'utf-16be'), 'utf-16be', 'unknown-encoding');
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return checked(iconv.decode(bytes, utf16), utf16, 'unknown-encoding');
  const utf8 = strictUtf8(bytes);
  if (utf8 !== undefined) return checked(utf8, 'utf-8', 'binary');
  const nul = bytes.indexOf(0);
  if (nul >= 0) return { ok: false, reason: 'binary', line: lineAt(bytes.subarray(0, nul).toString('latin1'), nul) };
  const guesses = chardet.analyse(bytes.subarray(0, SAMPLE_BYTES));
  const encoding = guesses.map((g) => LEGACY[g.name]).find(Boolean);
  if (!encoding) {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    return { ok: false, reason: 'unknown-encoding', line: lineAt(lossy, lossy.indexOf('\uFFFD')) };
  }
  return checked(iconv.decode(bytes, encoding), encoding, 'unknown-encoding');
}
