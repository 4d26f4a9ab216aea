/**
 * What every synthetic-invoice generator does with a page's HTML: render it with Chromium as an A4 PDF and as a
 * page image (150–200 dpi, a third of them blurred and JPEG-compressed), drawing those choices from the document's
 * own seeded generator after its content, so that a document's files depend only on its seed and name.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { seeded, type Random } from './content.ts';

/** FNV-1a: a document's seed from its name, so adding documents never changes the others. */
export function documentSeed(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--font-render-hinting=none'] });
}

/** A dataset folder's `pdf/` and `img/`. */
export async function datasetFolders(dir: string): Promise<void> {
  await mkdir(join(dir, 'pdf'), { recursive: true });
  await mkdir(join(dir, 'img'), { recursive: true });
}

export interface RenderedFiles {
  file: string;
  imageFile: string;
  dpi: number;
  noisy: boolean;
}

/** Writes `pdf/<id>.pdf` and `img/<id>.png|jpg` under `dir`; `inspect` sees the page before it is printed. */
export async function renderDocument(browser: Browser, html: string, random: Random, dir: string, id: string, inspect?: (page: Page) => Promise<void>): Promise<RenderedFiles> {
  const dpi = [150, 175, 200][Math.floor(random() * 3)];
  const noisy = random() < 0.35;
  const context = await browser.newContext({ deviceScaleFactor: dpi / 96, viewport: { width: 794, height: 1123 } });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  if (inspect) await inspect(page);
  const file = `pdf/${id}.pdf`;
  await page.pdf({ path: join(dir, file), format: 'A4', printBackground: true, preferCSSPageSize: true });
  const png = await page.screenshot({ fullPage: false, type: 'png' });
  await context.close();
  const image = noisy
    ? await sharp(png).flatten({ background: '#ffffff' }).blur(0.5 + random() * 0.4).jpeg({ quality: 55 + Math.floor(random() * 25) }).toBuffer()
    : await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
  const imageFile = `img/${id}.${noisy ? 'jpg' : 'png'}`;
  await writeFile(join(dir, imageFile), image);
  return { file, imageFile, dpi, noisy };
}

/** An item row of a generated invoice's ground truth, as `npm run eval` scores it. */
export interface TruthItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number;
  tax_rate: number | null;
}

/** A generated invoice's labelled fields, as `npm run eval` scores them (only those printed on its page). */
export interface TruthFields {
  supplier_name: string;
  supplier_tax_id?: string;
  customer_name: string;
  invoice_number: string;
  po_number?: string;
  date: string;
  due_date?: string;
  currency: string;
  subtotal?: number;
  total_tax?: number;
  total_amount: number;
  amount_due: number;
  iban?: string;
}

/** A generated invoice: its page's HTML and what is printed on it. */
export interface BuiltInvoice {
  html: string;
  language: string;
  fields: object;
  line_items: object[];
}

/**
 * Renders `per` invoices of every layout into `out` (emptied first) and writes its ground_truth.jsonl; each
 * document drawn from its own generator seeded by `seed` and its id. `overflows` inspects a page before it is
 * printed and says whether it runs off its page. Returns how many documents overflowed.
 */
export async function writeInvoiceDataset(options: {
  out: string;
  chromium: string;
  per: number;
  seed: number;
  layouts: Record<string, (random: Random, index: number) => BuiltInvoice>;
  overflows: (page: Page, id: string) => Promise<boolean>;
}): Promise<{ documents: number; overflowing: number }> {
  const { out, per, seed } = options;
  const browser = await launchChromium(options.chromium);
  await rm(out, { recursive: true, force: true });
  await datasetFolders(out);
  const rows: string[] = [];
  let overflowing = 0;
  try {
    for (const [layout, build] of Object.entries(options.layouts)) {
      for (let n = 0; n < per; n++) {
        const id = `${layout}-${n}`;
        const random = seeded(documentSeed(`${seed}:${id}`));
        const { html, language, fields, line_items } = build(random, n);
        const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, out, id, async (page) => {
          if (await options.overflows(page, id)) overflowing++;
        });
        rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout, language, dpi, noisy, fields, line_items }));
      }
    }
  } finally {
    await browser.close();
  }
  await writeFile(join(out, 'ground_truth.jsonl'), rows.join('\n') + '\n');
  return { documents: rows.length, overflowing };
}

// Every printed line that must stay one line (item description lines, address lines) sits in a `.dl` element:
// more than one box means it wrapped, and the ground truth (printed lines joined by "\n") would no longer match.
// A page's content must also end above its footer when the footer is pinned to the bottom of the page (`.foot`,
// absolutely positioned) — the body's scroll height does not show that — or 10 px above the page's bottom edge.
const PAGE_CHECK = `(() => {
  const body = document.body;
  const pinned = (e) => { for (let x = e; x && x !== body; x = x.parentElement) if (getComputedStyle(x).position === 'absolute') return true; return false; };
  const foot = document.querySelector('.foot');
  const limit = foot && pinned(foot) ? foot.getBoundingClientRect().top - 4 : body.clientHeight - 10;
  let bottom = 0;
  for (const e of body.querySelectorAll('*')) if (!pinned(e)) bottom = Math.max(bottom, e.getBoundingClientRect().bottom);
  const wrapped = Array.from(document.querySelectorAll('.dl')).filter((e) => e.getClientRects().length > 1).length;
  return [body.scrollHeight, body.clientHeight, body.scrollWidth, body.clientWidth, wrapped, Math.ceil(bottom), Math.floor(limit)];
})()`;

/**
 * Whether a rendered one-page document runs off its page (warning also when it is wider than the page or a `.dl`
 * line wrapped): the `overflows` check of `writeInvoiceDataset` for generators whose pages follow these conventions.
 */
export async function overflowsPage(page: Page, id: string): Promise<boolean> {
  const [scroll, client, scrollWidth, clientWidth, wrapped, bottom, limit] = (await page.evaluate(PAGE_CHECK)) as number[];
  if (scrollWidth > clientWidth) console.warn(`warning: ${id} is wider than its page (${scrollWidth} > ${clientWidth} px)`);
  if (wrapped) console.warn(`warning: ${id} has ${wrapped} wrapped line(s)`);
  const over = scroll > client || bottom > limit;
  if (over) console.warn(`warning: ${id} overflows its page (content ends at ${Math.max(bottom, scroll)} px, room to ${Math.min(limit, client)} px)`);
  return over;
}

/**
 * A one-page generator's command line, `SCRIPT --out DIR [--per 3] [--seed N] [--chromium PATH]`: renders `per`
 * documents of every layout into DIR with `overflowsPage` as its check, and says how many and how long.
 */
export async function runInvoiceGenerator(script: string, defaultSeed: number, layouts: Record<string, (random: Random, index: number) => BuiltInvoice>): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      out: { type: 'string' },
      per: { type: 'string', default: '3' },
      seed: { type: 'string', default: String(defaultSeed) },
      chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  });
  if (!args.out) {
    console.error(`usage: ${script} --out DIR [--per 3] [--seed ${defaultSeed}] [--chromium PATH]`);
    process.exit(2);
  }
  const out = resolve(args.out);
  const started = Date.now();
  const { documents, overflowing } = await writeInvoiceDataset({
    out,
    chromium: args.chromium as string,
    per: Number(args.per),
    seed: Number(args.seed),
    layouts,
    overflows: overflowsPage,
  });
  console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
