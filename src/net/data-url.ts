/** `data:` URLs (RFC 2397, as the WHATWG Fetch standard reads them): inline uploads of a document. */
export type DataUrl = { ok: true; contentType: string; body: Buffer } | { ok: false; problem: string };

const BASE64_SUFFIX = /;\s*base64\s*$/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

export function parseDataUrl(url: string): DataUrl {
  if (!/^data:/i.test(url)) return { ok: false, problem: 'url is not a data: URL' };
  const comma = url.indexOf(',');
  if (comma === -1) return { ok: false, problem: 'data: URL has no comma before its content' };
  let mediaType = url.slice(5, comma).trim();
  const base64 = BASE64_SUFFIX.test(mediaType);
  if (base64) mediaType = mediaType.replace(BASE64_SUFFIX, '');
  if (mediaType === '' || mediaType.startsWith(';')) mediaType = `text/plain${mediaType || ';charset=US-ASCII'}`;
  const bytes = percentDecode(url.slice(comma + 1));
  if (!base64) return { ok: true, contentType: mediaType, body: bytes };
  const text = bytes.toString('latin1').replace(/[\t\n\f\r ]/g, '');
  if (!BASE64_BODY.test(text) || text.length % 4 === 1) return { ok: false, problem: 'data: URL content is not valid base64' };
  return { ok: true, contentType: mediaType, body: Buffer.from(text, 'base64') };
}

/** Like decodeURIComponent but byte-wise, so binary content and stray `%` survive (as the URL standard specifies). */
function percentDecode(text: string): Buffer {
  const input = Buffer.from(text, 'utf8');
  const output = Buffer.allocUnsafe(input.length);
  let length = 0;
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    if (byte === 0x25 && isHex(input[i + 1]) && isHex(input[i + 2])) {
      output[length++] = parseInt(String.fromCharCode(input[i + 1], input[i + 2]), 16);
      i += 2;
    } else {
      output[length++] = byte;
    }
  }
  return output.subarray(0, length);
}

function isHex(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));
}
