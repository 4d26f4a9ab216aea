/**
 * Prints a multi-page invoice twice: as a text PDF (one `<section class="page">` per A4 page) and as a scanned
 * document, each page photographed at the document's dpi (a third of them blurred, JPEG-compressed and a little
 * skewed) and put into an image-only PDF. Before printing it checks that nothing overflows its page or line.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { chance, pick, type Random } from './content.ts';
import type { Built } from './multipage-common.ts';

const BASE_CSS = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0; background: #fff }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact }
* { font-variant-ligatures: none !important }
section.page { position: relative; width: 210mm; height: 297mm; overflow: hidden; break-after: page; page-break-after: always }
section.page:last-child { break-after: auto; page-break-after: auto }
.flow { position: relative }
.c, .dl { white-space: nowrap; overflow: hidden }
.c { flex: none }
.nw { white-space: nowrap }
.ar { text-align: right }
.ac { text-align: center }
.fx { overflow: hidden }
`;

export function documentHtml(built: Built): string {
  const pages = built.pages.map((inner) => `<section class="page">${inner}</section>`).join('\n');
  return `<!doctype html><html lang="${built.language}"><head><meta charset="utf-8"><style>${BASE_CSS}${built.css}</style></head><body>${pages}</body></html>`;
}

/**
 * What is wrong with the laid-out pages: a section taller or wider than A4, flowing content that runs into the
 * page's footer (`.foot`), a fixed block (`.fx`) too full for its height, a line (`.dl`, `.c`) too long for its box.
 * Also the free height (mm) left on each page, to tune the layouts' geometry.
 */
const CHECK = `(() => {
  const mm = 96 / 25.4;
  const problems = [];
  const free = [];
  document.querySelectorAll('section.page').forEach((p, i) => {
    const n = i + 1;
    if (p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1) problems.push('page ' + n + ' overflows its A4 section');
    const flow = p.querySelector('.flow');
    const foot = p.querySelector('.foot');
    const limit = foot ? foot.getBoundingClientRect().top : p.getBoundingClientRect().bottom;
    if (flow) {
      const bottom = flow.getBoundingClientRect().bottom;
      free.push(Math.round((limit - bottom) / mm * 10) / 10);
      if (bottom > limit + 0.5) problems.push('page ' + n + ': content runs ' + ((bottom - limit) / mm).toFixed(1) + ' mm into the footer');
    }
    p.querySelectorAll('.fx').forEach((e) => { if (e.scrollHeight > e.clientHeight + 1) problems.push('page ' + n + ': block "' + e.className + '" is too full'); });
    p.querySelectorAll('.dl, .c').forEach((e) => { if (e.scrollWidth > e.clientWidth + 1) problems.push('page ' + n + ': line too long for its box: "' + e.textContent.trim().slice(0, 60) + '"'); });
  });
  return { problems, free };
})()`;

export interface Rendered { pages: number; dpi: number; noisy: boolean; problems: string[]; free: number[] }

/** A scanned page: flattened on white; noisy ones turned a little, blurred and saved as JPEG. */
async function scanImage(png: Buffer, noise: { blur: number; quality: number; angle: number } | null): Promise<{ data: Buffer; mime: string }> {
  if (!noise) return { data: await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer(), mime: 'image/png' };
  const { width = 0, height = 0 } = await sharp(png).metadata();
  let image = await sharp(png).flatten({ background: '#ffffff' }).toBuffer();
  if (noise.angle) {
    const rotated = await sharp(image).rotate(noise.angle, { background: '#ffffff' }).toBuffer({ resolveWithObject: true });
    const left = Math.floor((rotated.info.width - width) / 2);
    const top = Math.floor((rotated.info.height - height) / 2);
    image = await sharp(rotated.data).extract({ left, top, width, height }).toBuffer();
  }
  return { data: await sharp(image).blur(noise.blur).jpeg({ quality: noise.quality }).toBuffer(), mime: 'image/jpeg' };
}

/**
 * Writes `pdf/<id>.pdf` and `scan/<id>.pdf` under `dir`. The scan's choices (dpi, noise) are drawn from the
 * document's generator after its content.
 */
export async function renderMultipage(browser: Browser, built: Built, random: Random, dir: string, id: string): Promise<Rendered> {
  const dpi = pick(random, [150, 200, 300]);
  const noisy = chance(random, 1 / 3);
  const noise = noisy
    ? { blur: 0.4 + random() * 0.5, quality: 55 + Math.floor(random() * 26), angle: chance(random, 0.6) ? (random() < 0.5 ? -1 : 1) * Math.round((0.3 + random() * 0.9) * 100) / 100 : 0 }
    : null;

  const context = await browser.newContext({ deviceScaleFactor: dpi / 96, viewport: { width: 794, height: 1123 } });
  try {
    const page = await context.newPage();
    await page.setContent(documentHtml(built), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const { problems, free } = (await page.evaluate(CHECK)) as { problems: string[]; free: number[] };
    await page.pdf({ path: join(dir, 'pdf', `${id}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true });

    const sections = page.locator('section.page');
    const count = await sections.count();
    const images: string[] = [];
    for (let i = 0; i < count; i++) {
      const png = await sections.nth(i).screenshot({ type: 'png', animations: 'disabled' });
      const { data, mime } = await scanImage(png, noise);
      images.push(`<div class="s"><img src="data:${mime};base64,${data.toString('base64')}"></div>`);
    }
    const scan = await context.newPage();
    await scan.setContent(`<!doctype html><html><head><style>@page { size: A4; margin: 0 } html, body { margin: 0; padding: 0 } .s { width: 210mm; height: 297mm; overflow: hidden; break-after: page } .s:last-child { break-after: auto } img { display: block; width: 210mm; height: 297mm }</style></head><body>${images.join('')}</body></html>`, { waitUntil: 'load' });
    await writeFile(join(dir, 'scan', `${id}.pdf`), await scan.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    return { pages: count, dpi, noisy, problems, free };
  } finally {
    await context.close();
  }
}
