/**
 * One-page invoices as small businesses make them from popular office templates (word processor, spreadsheet,
 * online design tool) and export to PDF — one layout per country style:
 *   npx tsx eval/synthetic-invoices/templates.ts --out DIR [--per 3] [--seed 89] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Random } from './content.ts';
import { writeInvoiceDataset, type BuiltInvoice } from './render-document.ts';
import { auTemplateInvoice } from './templates-au.ts';
import { caTemplateInvoice } from './templates-ca.ts';
import { germanTemplateInvoice } from './templates-de.ts';
import { ieTemplateInvoice } from './templates-ie.ts';
import { ukTemplateInvoice } from './templates-uk.ts';
import { usTemplateInvoice } from './templates-us.ts';

const LAYOUTS: Record<string, (random: Random, index: number) => BuiltInvoice> = {
  'us-word-service': usTemplateInvoice,
  'uk-classic-serif': ukTemplateInvoice,
  'ca-spreadsheet': caTemplateInvoice,
  'au-modern': auTemplateInvoice,
  'ie-banded': ieTemplateInvoice,
  'de-word-rechnung': germanTemplateInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '89' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: templates.ts --out DIR [--per 3] [--seed 89] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

// Every printed line that must stay one line (item description lines, address lines) sits in a `.dl` element:
// more than one box means it wrapped, and the ground truth (printed lines joined by "\n") would no longer match.
// A page's content must also end above its footer when the footer is pinned to the bottom of the page (`.foot`,
// absolutely positioned) — the body's scroll height does not show that — or 10 px above the page's bottom edge.
const CHECK = `(() => {
  const body = document.body;
  const pinned = (e) => { for (let x = e; x && x !== body; x = x.parentElement) if (getComputedStyle(x).position === 'absolute') return true; return false; };
  const foot = document.querySelector('.foot');
  const limit = foot && pinned(foot) ? foot.getBoundingClientRect().top - 4 : body.clientHeight - 10;
  let bottom = 0;
  for (const e of body.querySelectorAll('*')) if (!pinned(e)) bottom = Math.max(bottom, e.getBoundingClientRect().bottom);
  const wrapped = Array.from(document.querySelectorAll('.dl')).filter((e) => e.getClientRects().length > 1).length;
  return [body.scrollHeight, body.clientHeight, body.scrollWidth, body.clientWidth, wrapped, Math.ceil(bottom), Math.floor(limit)];
})()`;

const started = Date.now();
const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium as string,
  per,
  seed,
  layouts: LAYOUTS,
  overflows: async (page, id) => {
    const [scroll, client, scrollWidth, clientWidth, wrapped, bottom, limit] = (await page.evaluate(CHECK)) as number[];
    if (scrollWidth > clientWidth) console.warn(`warning: ${id} is wider than its page (${scrollWidth} > ${clientWidth} px)`);
    if (wrapped) console.warn(`warning: ${id} has ${wrapped} wrapped line(s)`);
    const over = scroll > client || bottom > limit;
    if (over) console.warn(`warning: ${id} overflows its page (content ends at ${Math.max(bottom, scroll)} px, room to ${Math.min(limit, client)} px)`);
    return over;
  },
});
console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
