import { emptyField, type Field } from '../types.ts';

/** Conversions from e-invoice XML values (machine formats, exact) to result values. */

/** `xs:decimal` as written in CII/UBL (`1234.50`, `-7.67`); anything else is not an amount. */
export function decimal(raw: string | null): number | null {
  if (raw === null || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) return null;
  return Number(raw);
}

/** CII `DateTimeString` in format 102 (`YYYYMMDD`) or an ISO date (UBL, and some CII writers) → `YYYY-MM-DD`. */
export function isoDate(raw: string | null): string | null {
  if (raw === null) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(raw);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** A field read from the XML: exact, so confidence 1, but not located on a page. */
export function xmlField(value: string | number | null, raw: string | null = value === null ? null : String(value)): Field {
  if (value === null) return emptyField();
  return { value, raw, confidence: 1, page: null, bbox: null };
}

export const textField = (raw: string | null): Field => xmlField(raw, raw);
export const amountField = (raw: string | null): Field => xmlField(decimal(raw), raw);
export const dateField = (raw: string | null): Field => xmlField(isoDate(raw), raw);

/** IBANs are stored compact and upper-case; the XML text stays in `raw`. */
export function ibanField(raw: string | null): Field {
  return xmlField(raw === null ? null : raw.replace(/\s+/g, '').toUpperCase(), raw);
}

/** Non-empty parts joined, or null when there are none. */
export function joined(parts: (string | null)[], separator: string): string | null {
  const present = parts.filter((part): part is string => part !== null && part !== '');
  return present.length ? present.join(separator) : null;
}

/** A seller or buyer as both syntaxes describe it. */
export interface Party {
  name: string | null;
  address: string | null;
  taxId: string | null;
  phone: string | null;
  email: string | null;
}

/** The party's result fields; the API has phone and e-mail fields for the supplier only. */
export function partyFields(role: 'supplier' | 'customer', party: Party): Record<string, Field> {
  const fields: Record<string, Field> = {
    [`${role}_name`]: textField(party.name),
    [`${role}_address`]: textField(party.address),
    [`${role}_tax_id`]: textField(party.taxId),
  };
  if (role === 'supplier') {
    fields.supplier_phone = textField(party.phone);
    fields.supplier_email = textField(party.email);
  }
  return fields;
}
