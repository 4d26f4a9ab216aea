/** The formats docproc reads, decided by magic bytes, never by the server's Content-Type. (Placeholder.) */
export type Format = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp' | 'heic' | 'gif' | 'bmp' | 'xml' | 'text';

export interface Sniffed {
  format: Format;
  contentType: string;
}

export function sniffFormat(_bytes: Uint8Array): Sniffed | null {
  return null;
}
