import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { sniffFormat, type Format } from '../../src/net/sniff.ts';
import { makePdf } from '../helpers/make-pdf.ts';

const image = () => sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } } });

/** A 24-bit BMP, written by hand (sharp does not write BMP). */
function makeBmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  return file;
}

/** The start of an iPhone HEIC: ftyp box, major brand heic, compatible mif1 and heic. */
const HEIC_PREFIX = Buffer.from('00000018667479706865696300000000' + '6d69663168656963', 'hex');
/** Older HEIF files name only the mif1 brand as major. */
const MIF1_PREFIX = Buffer.from('0000001c6674797068656978000000006d6966316865696368657663', 'hex');

test('recognises real files by their magic bytes', async () => {
  const cases: [string, Uint8Array, Format, string][] = [
    ['PDF', makePdf([{ texts: [{ x: 72, y: 720, text: 'Invoice 42' }] }]), 'pdf', 'application/pdf'],
    ['PNG', await image().png().toBuffer(), 'png', 'image/png'],
    ['JPEG', await image().jpeg().toBuffer(), 'jpeg', 'image/jpeg'],
    ['TIFF little-endian', await image().tiff().toBuffer(), 'tiff', 'image/tiff'],
    ['TIFF big-endian', Buffer.from('4d4d002a00000008', 'hex'), 'tiff', 'image/tiff'],
    ['WebP', await image().webp().toBuffer(), 'webp', 'image/webp'],
    ['GIF', await image().gif().toBuffer(), 'gif', 'image/gif'],
    ['BMP', makeBmp(8, 6), 'bmp', 'image/bmp'],
    ['HEIC', HEIC_PREFIX, 'heic', 'image/heic'],
    ['HEIF heix/mif1', MIF1_PREFIX, 'heic', 'image/heic'],
  ];
  for (const [name, bytes, format, contentType] of cases) assert.deepEqual(sniffFormat(bytes), { format, contentType }, name);
});

test('finds %PDF- after leading junk within the first kilobyte only', () => {
  const pdf = makePdf([{ texts: [{ x: 72, y: 720, text: 'x' }] }]);
  assert.equal(sniffFormat(Buffer.concat([Buffer.from('\r\n\r\n'), pdf]))?.format, 'pdf');
  assert.equal(sniffFormat(Buffer.concat([Buffer.alloc(1000, 0x20), pdf]))?.format, 'pdf');
  assert.equal(sniffFormat(Buffer.concat([Buffer.alloc(1100, 0), pdf])), null);
});

test('recognises XML e-invoices with or without a declaration, BOM or leading whitespace', () => {
  const cases = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
    '\uFEFF<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"></Invoice>',
    '\n\n  <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n</Invoice>',
    '<!-- exported by ERP --><ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
  ];
  for (const xml of cases) assert.deepEqual(sniffFormat(Buffer.from(xml)), { format: 'xml', contentType: 'application/xml' }, xml);
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<?xml version="1.0" encoding="UTF-16"?><Invoice/>', 'utf16le')]);
  assert.equal(sniffFormat(utf16)?.format, 'xml');
});

test('refuses HTML, including XHTML and a login page served as the document', () => {
  for (const html of [
    '<!DOCTYPE html><html><body>Sign in</body></html>',
    '<!doctype HTML>\n<html lang="en">',
    '  <html>\n<head><title>Login</title></head>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x">\n<html xmlns="http://www.w3.org/1999/xhtml">',
    '<!-- cached --><head><meta charset="utf-8"></head>',
    '<div class="error">Not found</div>',
  ]) {
    assert.equal(sniffFormat(Buffer.from(html)), null, html);
  }
});

test('recognises plain-text invoices in any script, and refuses binary junk', () => {
  for (const text of ['INVOICE 2024-001\nTotal: 1.234,50 €\n', 'Rechnung Nr. 17\tSumme 12,00 EUR\r\n', '領収書\n合計 ¥1,200\n', 'BMW Niederlassung — Rechnung 5']) {
    assert.deepEqual(sniffFormat(Buffer.from(text)), { format: 'text', contentType: 'text/plain' }, text);
  }
  const cutMidCharacter = Buffer.from('Summe 12,00 € '.repeat(5000)).subarray(0, 64 * 1024 + 1);
  assert.equal(sniffFormat(cutMidCharacter)?.format, 'text');
  for (const junk of [Buffer.from([0x00, 0x01, 0x02, 0x03]), Buffer.from('text\0with a NUL'), Buffer.from([0xc3, 0x28, 0x41, 0x42]), Buffer.from('\x01\x02\x03\x04\x05 mostly control')]) {
    assert.equal(sniffFormat(junk), null, junk.toString('hex'));
  }
});

test('refuses empty input, whitespace, AVIF and unknown formats', async () => {
  const avif = await image().avif().toBuffer();
  for (const bytes of [Buffer.alloc(0), Buffer.from('  \n\t '), avif, Buffer.from('PK\x03\x04zip'), makeBmp(8, 6).subarray(0, 20)]) {
    assert.equal(sniffFormat(bytes), null, bytes.subarray(0, 12).toString('hex'));
  }
});
