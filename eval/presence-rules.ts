/**
 * eval/ocr-presence.ts's rules for a labelled value present in a page's text: spaces ignored, dates as printed,
 * a total as printed without its currency or as its amount with two decimals, never the tail of a longer number.
 */
export const compact = (s: string) => s.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const stripCurrency = (s: string) => s.replace(/^[^\d-]+/, '').replace(/[^\d.,]+$/, '');

/** The printed forms of a field's label to look for, compacted. */
export function wanted(row: { fields: Record<string, string | number>; raw?: Record<string, string | string[]> }, field: string): string[] {
  const value = row.fields[field];
  if (value === undefined) return [];
  if (field === 'date') return list(row.raw?.date).map(compact).filter(Boolean);
  if (field === 'total_amount') {
    const raw = [...list(row.raw?.total_amount), ...list(row.raw?.total)].map((s) => compact(stripCurrency(s)));
    return [...new Set([Number(value).toFixed(2), ...raw])].filter(Boolean);
  }
  return [compact(String(value))];
}

export function present(field: string, labels: string[], text: string): boolean {
  return labels.some((label) => {
    if (field !== 'total_amount') return text.includes(label);
    // An amount is not the tail of a longer number.
    let at = text.indexOf(label);
    while (at >= 0) {
      if (at === 0 || !/[\d.,]/.test(text[at - 1])) return true;
      at = text.indexOf(label, at + 1);
    }
    return false;
  });
}

