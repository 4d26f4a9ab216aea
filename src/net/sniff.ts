/** The formats docproc reads, decided by magic bytes, never by the server's Content-Type or the file name. */
export type Format = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp' | 'heic' | 'gif' | 'bmp' | 'xml' | 'text';

export interface Sniffed {
  format: Format;
  contentType: string;
}

const CONTENT_TYPES: Record<Format, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  webp: 'image/webp',
  heic: 'image/heic',
  gif: 'image/gif',
  bmp: 'image/bmp',
  xml: 'application/xml',
  text: 'text/plain',
};

/** Returns null for anything docproc cannot read, HTML pages (a login wall instead of the invoice) included. */
export function sniffFormat(bytes: Uint8Array): Sniffed | null {
  const format = binaryFormat(bytes) ?? textFormat(bytes);
  return format ? { format, contentType: CONTENT_TYPES[format] } : null;
}

function binaryFormat(bytes: Uint8Array): Format | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // Classic TIFF (42) and BigTIFF (43), both byte orders.
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])) return 'tiff';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (isBmp(bytes)) return 'bmp';
  if (isHeic(bytes, ascii)) return 'heic';
  // Some producers put junk (a mail header, a BOM) before the header; readers accept it within 1 KB.
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** "BM" alone also starts plain text ("BMW …"): require a known DIB header size after the file header. */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const dibHeaderSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize);
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'heif', 'mif1', 'msf1']);
/** AVIF shares the HEIF container (and lists mif1), but it is not HEIC and docproc does not read it. */
const NOT_HEIC_BRANDS = new Set(['avif', 'avis']);

function isHeic(bytes: Uint8Array, ascii: (start: number, end: number) => string): boolean {
  if (bytes.length < 16 || ascii(4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const major = ascii(8, 12);
  if (NOT_HEIC_BRANDS.has(major)) return false;
  if (HEIF_BRANDS.has(major)) return true;
  // Compatible brands follow the major brand and the minor version.
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length, 256); at += 4) {
    if (HEIF_BRANDS.has(ascii(at, at + 4))) return true;
  }
  return false;
}

const SAMPLE_BYTES = 64 * 1024;

function textFormat(bytes: Uint8Array): Format | null {
  const text = decodeStart(bytes);
  if (text === null) return null;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') return null;
  if (looksLikeHtml(start)) return null;
  if (start.startsWith('<')) return isXmlStart(start) ? 'xml' : null;
  return isMostlyPrintable(text) ? 'text' : null;
}

/** The first 64 KB as text: UTF-8 (strictly valid, no NULs), or UTF-16 when it carries a byte order mark. */
function decodeStart(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const utf16 = startsWith(sample, [0xff, 0xfe]) ? 'utf-16le' : startsWith(sample, [0xfe, 0xff]) ? 'utf-16be' : null;
  try {
    // stream: true so that a multi-byte character cut by the sample's end is not taken for invalid UTF-8.
    const text = new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(sample, { stream: true });
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

function looksLikeHtml(start: string): boolean {
  const head = start.slice(0, 1024);
  return /^(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|script|meta|title|div|p|table)[\s>/]/i.test(head) || /<html[\s>]/i.test(head);
}

/** An XML declaration, or a prolog (comments, processing instructions, a DOCTYPE) followed by a root element. */
function isXmlStart(start: string): boolean {
  let rest = start;
  for (;;) {
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end === -1) return rest.startsWith('<?xml');
      if (rest.startsWith('<?xml')) return true;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) return false;
      rest = rest.slice(end + 3).trimStart();
    } else if (/^<!DOCTYPE\s/.test(rest)) {
      const end = rest.indexOf('>');
      if (end === -1) return false;
      rest = rest.slice(end + 1).trimStart();
    } else {
      return /^<[A-Za-z_][\w.:-]*[\s/>]/.test(rest);
    }
  }
}

/** Letters, digits, punctuation and whitespace in any script; control characters in more than 1 % is a binary file. */
function isMostlyPrintable(text: string): boolean {
  let control = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r' && char !== '\f') || (code >= 0x7f && code < 0xa0)) control++;
  }
  return control <= text.length * 0.01;
}
