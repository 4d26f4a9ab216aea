/**
 * The sizes a PDF's images claim, read from its bytes before pdf.js opens it: each image dictionary's /Width and
 * /Height, and the frame header of each JPEG and JPEG 2000 codestream stored as it is. pdf.js sizes a JPEG's
 * buffers by its frame header whatever the dictionary says, so both are read.
 *
 * An image stream cannot sit inside a compressed object stream, so its dictionary is always in plain bytes; a
 * JPEG behind another filter or encryption is not seen here — pdf.js's own `maxImageSize` (pdf.ts) and the
 * worker's memory cap (pool.ts) stand behind this.
 */

export interface ImageClaim {
  width: number;
  height: number;
  /** Where the claim was read: an image dictionary, a JPEG or a JPEG 2000 header. */
  kind: 'image dictionary' | 'JPEG' | 'JPEG 2000';
}

/** Every image size the PDF claims (duplicates included), in the order found. */
export function pdfImageClaims(bytes: Uint8Array): ImageClaim[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [...dictionaryClaims(buffer), ...jpegClaims(buffer), ...jpeg2000Claims(buffer)];
}

/** The claim with the most pixels, or null when the PDF claims no image. */
export function largestImageClaim(bytes: Uint8Array): ImageClaim | null {
  let largest: ImageClaim | null = null;
  for (const claim of pdfImageClaims(bytes)) {
    if (!largest || claim.width * claim.height > largest.width * largest.height) largest = claim;
  }
  return largest;
}

/** How far around `/Subtype /Image` its dictionary's keys are looked for. */
const DICTIONARY_REACH = 4096;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image(?![A-Za-z0-9#])/g;
/** A direct number (an indirect reference `7 0 R` is left to pdf.js's own limit). */
const widthKey = /\/Width\s+(\d+(?:\.\d*)?)(?!\s+\d+\s+R)/;
const heightKey = /\/Height\s+(\d+(?:\.\d*)?)(?!\s+\d+\s+R)/;

function dictionaryClaims(buffer: Buffer): ImageClaim[] {
  const text = buffer.toString('latin1');
  const claims: ImageClaim[] = [];
  for (const match of text.matchAll(IMAGE_SUBTYPE)) {
    const at = match.index;
    // The object holding it: from its `obj` keyword (or the end of the one before) to its stream or its end.
    const from = Math.max(text.lastIndexOf('obj', at), at - DICTIONARY_REACH, 0);
    const ends = [text.indexOf('stream', at), text.indexOf('endobj', at)].filter((i) => i >= 0);
    const to = Math.min(...ends, at + DICTIONARY_REACH, text.length);
    const dictionary = text.slice(from, to);
    const width = widthKey.exec(dictionary);
    const height = heightKey.exec(dictionary);
    if (width && height) claims.push({ width: Math.ceil(Number(width[1])), height: Math.ceil(Number(height[1])), kind: 'image dictionary' });
  }
  return claims;
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
/** Start-of-frame markers: C0–CF but C4 (Huffman tables), C8 (reserved) and CC (arithmetic conditioning). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Segments a JPEG may have before its frame header: APPn, comments, tables, restart interval. */
const isBeforeFrame = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xdd, 0xcc].includes(marker);
const MAX_SEGMENTS_BEFORE_FRAME = 64;

function jpegClaims(buffer: Buffer): ImageClaim[] {
  const claims: ImageClaim[] = [];
  for (let at = buffer.indexOf(JPEG_START); at >= 0; at = buffer.indexOf(JPEG_START, at + 2)) {
    const frame = jpegFrame(buffer, at + 2);
    if (frame) claims.push({ ...frame, kind: 'JPEG' });
  }
  return claims;
}

/** The frame size of the JPEG whose segments start at `at`, or null when these bytes are not one. */
function jpegFrame(buffer: Buffer, at: number): { width: number; height: number } | null {
  for (let segment = 0; segment < MAX_SEGMENTS_BEFORE_FRAME && at + 4 <= buffer.length; segment++) {
    if (buffer[at] !== 0xff) return null;
    while (buffer[at + 1] === 0xff && at + 2 < buffer.length) at++;
    if (at + 4 > buffer.length) return null;
    const marker = buffer[at + 1];
    const length = buffer.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 10 > buffer.length) return null;
      const precision = buffer[at + 4];
      const components = buffer[at + 9];
      if (![8, 12, 16].includes(precision) || components < 1 || components > 4) return null;
      const width = buffer.readUInt16BE(at + 7);
      // A height of 0 is given later, by a DNL segment (which pdf.js honours).
      const height = buffer.readUInt16BE(at + 5) || linesDefinedLater(buffer, at);
      return { width, height };
    }
    if (!isBeforeFrame(marker)) return null;
    at += 2 + length;
  }
  return null;
}

/** The line count of the first DNL segment after `at` (FF DC, length 4), or 0. */
function linesDefinedLater(buffer: Buffer, at: number): number {
  const dnl = buffer.indexOf(Buffer.from([0xff, 0xdc, 0x00, 0x04]), at);
  return dnl >= 0 && dnl + 6 <= buffer.length ? buffer.readUInt16BE(dnl + 4) : 0;
}

/** A JPEG 2000 codestream starts with SOC (FF 4F) followed by its SIZ segment (FF 51). */
const JPEG2000_START = Buffer.from([0xff, 0x4f, 0xff, 0x51]);

function jpeg2000Claims(buffer: Buffer): ImageClaim[] {
  const claims: ImageClaim[] = [];
  for (let at = buffer.indexOf(JPEG2000_START); at >= 0 && at + 42 <= buffer.length; at = buffer.indexOf(JPEG2000_START, at + 4)) {
    // SIZ: Lsiz, Rsiz, Xsiz, Ysiz, XOsiz, YOsiz, four tile sizes, Csiz; its length is 38 + 3 a component.
    if (buffer.readUInt16BE(at + 4) !== 38 + 3 * buffer.readUInt16BE(at + 40)) continue;
    const width = buffer.readUInt32BE(at + 8) - buffer.readUInt32BE(at + 16);
    const height = buffer.readUInt32BE(at + 12) - buffer.readUInt32BE(at + 20);
    if (width > 0 && height > 0) claims.push({ width, height, kind: 'JPEG 2000' });
  }
  return claims;
}
