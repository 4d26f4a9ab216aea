import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ExtractionError } from '../types.ts';

/**
 * Safe XML reading for e-invoices, and small helpers to walk the parsed tree by local element names
 * (`SellerTradeParty` finds `ram:SellerTradeParty`, whatever the prefix).
 */

export const MAX_XML_BYTES = 10 * 1024 * 1024;
/** CII and UBL invoices nest about 12 levels; anything far deeper is an attack or not an invoice. */
const MAX_DEPTH = 64;
/**
 * Parsing costs microseconds per tag, attribute (`=`) and entity reference (`&`). These caps leave room
 * for some 10 000 invoice lines and keep a hostile 10 MB file to about a second instead of several.
 */
const MAX_MARKUP: Record<string, number> = { '<': 500_000, '=': 100_000, '&': 100_000 };

/** An element: child elements by qualified name, attributes as `@_name`, text as `#text`. */
export type XmlElement = { [key: string]: unknown };

export interface XmlDocument {
  /** Local name of the root element (`CrossIndustryInvoice`, `Invoice`, …). */
  rootName: string;
  /** Namespace URI of the root element, or null. */
  namespace: string | null;
  root: XmlElement;
}

const parser = new XMLParser({
  // Prefixes are kept so that the root's namespace can be told; lookups below go by local name.
  removeNSPrefix: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Entity declarations are refused before parsing; this only decodes &amp; &lt; &#x…; and friends.
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
});

const corrupt = (why: string) => new ExtractionError('document_corrupt', `The invoice XML cannot be read: ${why}.`);

/** Decodes per the BOM or the XML declaration's encoding (UTF-8 by default). */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  // Only the ASCII prolog is looked at here; the document itself is read by the parser.
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    throw corrupt(`unknown character encoding "${declared}"`);
  }
}

/**
 * Parses untrusted XML. Refuses — as `document_corrupt` — anything over 10 MB, any DTD or entity
 * declaration (invoices never need one; they are how billion-laughs and external-entity attacks start),
 * nesting deeper than 64 elements, floods of elements, attributes or references, and malformed XML.
 */
export function parseXml(bytes: Uint8Array): XmlDocument {
  if (bytes.byteLength > MAX_XML_BYTES) throw corrupt(`it is larger than ${MAX_XML_BYTES / 1024 / 1024} MB`);
  const text = decode(bytes);
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) {
    throw corrupt('it contains a DTD or entity declaration, which e-invoices never need');
  }
  if (Object.entries(MAX_MARKUP).some(([char, max]) => occurrences(text, char) > max)) {
    throw corrupt('it has far more elements, attributes or entity references than any invoice');
  }
  // Parsing first stops a hostile nesting depth early; validation then catches what the lenient parser accepts.
  let tree: XmlElement;
  try {
    tree = parser.parse(text) as XmlElement;
  } catch (error) {
    const message = (error as Error).message;
    throw corrupt(/nested/i.test(message) ? `its elements are nested more than ${MAX_DEPTH} deep` : message);
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw corrupt(`${valid.err.msg.slice(0, 200)} (line ${valid.err.line})`);
  const rootKey = Object.keys(tree).find(isElementKey);
  if (!rootKey) throw corrupt('it has no root element');
  const root = asElement(tree[rootKey]);
  const colon = rootKey.indexOf(':');
  const namespace = root[colon === -1 ? '@_xmlns' : `@_xmlns:${rootKey.slice(0, colon)}`];
  return { rootName: rootKey.slice(colon + 1), namespace: typeof namespace === 'string' ? namespace : null, root };
}

function occurrences(text: string, char: string): number {
  let count = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) count++;
  return count;
}

const isElementKey = (key: string) => !key.startsWith('@_') && !key.startsWith('#') && !key.startsWith('?');

function asElement(value: unknown): XmlElement {
  if (value !== null && typeof value === 'object') return value as XmlElement;
  return { '#text': value === undefined || value === null ? '' : String(value) };
}

/** All child elements with this local name. */
export function children(element: XmlElement | null | undefined, name: string): XmlElement[] {
  if (!element) return [];
  const found: XmlElement[] = [];
  for (const [key, value] of Object.entries(element)) {
    if (key !== name && !(key.endsWith(name) && key[key.length - name.length - 1] === ':' && isElementKey(key))) continue;
    found.push(...(Array.isArray(value) ? value : [value]).map(asElement));
  }
  return found;
}

/** The first element along a path of local names, or null. */
export function child(element: XmlElement | null | undefined, ...path: string[]): XmlElement | null {
  let current: XmlElement | null | undefined = element;
  for (const name of path) current = children(current, name)[0];
  return current ?? null;
}

/** The trimmed text of an element (or of the first element along a path); null when absent or empty. */
export function text(element: XmlElement | null | undefined, ...path: string[]): string | null {
  const target = child(element, ...path);
  const value = target?.['#text'];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** The first non-empty text found along this path under any of the elements. */
export function firstText(elements: XmlElement[], ...path: string[]): string | null {
  for (const element of elements) {
    const value = text(element, ...path);
    if (value !== null) return value;
  }
  return null;
}

export function attribute(element: XmlElement | null | undefined, name: string): string | null {
  const value = element?.[`@_${name}`];
  return value === undefined || value === null ? null : String(value);
}
