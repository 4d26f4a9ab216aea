/**
 * Receipt words of languages that have no table yet. When a language's file is added (with its months, labels
 * and the rest of `LocaleTable`), its words move there.
 */
import type { ReceiptTable } from './types.ts';

export const RECEIPT_ONLY: readonly { language: string; receipt: ReceiptTable }[] = [
  // Croatian (also Bosnian and Serbian).
  { language: 'hr', receipt: { labels: {}, roles: { total: ['UKUPNO'] } } },
  // Swedish (also Norwegian); `moms`, the Swedish and Danish VAT.
  { language: 'sv', receipt: { labels: { tax: ['MOMS'] }, roles: { total: ['TOTALT'] } } },
  // Norwegian: `MVA`, merverdiavgift.
  { language: 'nb', receipt: { labels: { tax: ['MVA'] }, roles: {} } },
  // Indonesian: the tax (`PPN`) and the abbreviated date (`TGL`, tanggal).
  { language: 'id', receipt: { labels: { tax: ['PPN'], date: ['TGL'] }, roles: { tax: ['PPN'], date: ['TGL'] } } },
];
