/**
 * Phone photographs of printed invoices, made from a dataset's clean page images: each one-page document's page
 * lies on a desk (wood, grey, dark, tablecloth) and is photographed at an angle — perspective, in-plane rotation,
 * sometimes the phone held sideways or upside down — under uneven light (a hand or phone shadow, a brightness
 * gradient, a colour cast), sometimes folded, blurred or noisy, and saved as a JPEG the size of a phone camera's:
 *   npx tsx eval/synthetic-invoices/photograph.ts --in SRC_DATASET_DIR --out DIR [--seed 173] [--chromium PATH]
 * writes DIR/photo/<id>.jpg, DIR/ground_truth.jsonl (the source rows, `file` the photo, no `page_images`) and
 * DIR/photo-scenes.json (every photo's conditions, see photograph-scene.ts). Documents without page images or
 * with more than one are skipped. Each photo is drawn from its own seed (`--seed` and its id): the same arguments
 * give the same bytes, and adding documents never changes the others.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seeded, type Random } from './content.ts';
import { drawScene, sceneHtml, type Look, type Scene } from './photograph-scene.ts';
import { documentSeed, launchChromium } from './render-document.ts';

const ORIGIN = 'http://photo.invalid';
type Point = [number, number];

/** The corners of every panel of the sheet (four each: top left, top right, bottom right, bottom left). */
const MARKERS = `Array.from(document.querySelectorAll('#sheet .p'), (p) =>
  Array.from(p.querySelectorAll(':scope > .m'), (m) => { const r = m.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }))`;

const frame = (u: number, ox: number, oy: number) => `(() => { const s = document.documentElement.style;
  s.setProperty('--u', '${u}px'); s.setProperty('--ox', '${ox}px'); s.setProperty('--oy', '${oy}px');
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))); })()`;

const area = (quad: Point[]) => Math.abs(quad.reduce((sum, [x, y], i) => sum + x * quad[(i + 1) % 4][1] - quad[(i + 1) % 4][0] * y, 0)) / 2;

/**
 * Frames the sheet: measured once with the sheet 1000 px tall about the frame's centre, its projection scales and
 * moves exactly with `--u`, `--ox`, `--oy`, so the scale that gives the drawn fill (or the largest that keeps every
 * corner inside the margin) and the drawn placement are set directly, then checked.
 */
async function frameSheet(page: Page, scene: Scene, look: Look): Promise<number> {
  const { frameW: w, frameH: h } = look;
  const panels = (await page.evaluate(MARKERS)) as Point[][];
  const points = panels.flat().map(([x, y]): Point => [x - w / 2, y - h / 2]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const sheetArea = panels.reduce((sum, quad) => sum + area(quad), 0);
  const margin = scene.margin * Math.min(w, h);
  const fits = Math.min((w - 2 * margin) / (maxX - minX), (h - 2 * margin) / (maxY - minY));
  const scale = Math.min(fits, Math.sqrt((scene.fillTarget * w * h) / sheetArea));
  const ox = margin + look.placeX * (w - 2 * margin - scale * (maxX - minX)) - scale * minX;
  const oy = margin + look.placeY * (h - 2 * margin - scale * (maxY - minY)) - scale * minY;
  await page.evaluate(frame(scale, ox, oy));
  const framed = ((await page.evaluate(MARKERS)) as Point[][]).flat();
  const outside = framed.filter(([x, y]) => x < 0.5 || y < 0.5 || x > w - 0.5 || y > h - 0.5);
  if (outside.length) throw new Error(`sheet corner outside the frame: ${JSON.stringify(outside)}`);
  return (scale * scale * sheetArea) / (w * h);
}

/** Sensor noise: the same grain on every channel plus a little colour noise, from the document's own stream. */
function addNoise(data: Buffer, channels: number, sigma: number, random: Random): void {
  const gauss = () => (random() + random() + random() - 1.5) * 2;
  for (let i = 0; i < data.length; i += channels) {
    const grain = sigma * gauss();
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, Math.round(data[i + c] + grain + 0.35 * sigma * (random() - 0.5) * 2)));
  }
}

async function photograph(page: Page, image: Buffer, mime: string, seed: number): Promise<{ jpeg: Buffer; scene: Scene }> {
  const random = seeded(seed);
  const { scene, look } = drawScene(random);
  const { width = 1, height = 1 } = await sharp(image).metadata();
  const html = sceneHtml(scene, look, `${ORIGIN}/page`, width / height);
  await page.unroute('**/*');
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `${ORIGIN}/page`) return route.fulfill({ status: 200, contentType: mime, body: image });
    if (url === `${ORIGIN}/`) return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    return route.abort();
  });
  await page.setViewportSize({ width: look.frameW, height: look.frameH });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  await page.evaluate(`(() => { const i = new Image(); i.src = '${ORIGIN}/page'; return i.decode(); })()`);
  scene.fill = Math.round((await frameSheet(page, scene, look)) * 1000) / 1000;
  const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  let picture = sharp(png).removeAlpha();
  if (scene.orientation) picture = picture.rotate(scene.orientation);
  if (scene.blur > 0) picture = picture.blur(scene.blur);
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  if (scene.noise > 0) addNoise(data, info.channels, scene.noise, seeded(seed ^ 0x5bd1e995));
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const jpeg = await sharp(data, { raw }).jpeg({ quality: scene.quality, chromaSubsampling: '4:2:0' }).toBuffer();
  return { jpeg, scene };
}

/** How often each condition occurs, for the closing summary. */
function summary(scenes: Scene[]): string {
  const count = (key: (s: Scene) => string) => {
    const counts = new Map<string, number>();
    for (const s of scenes) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    return [...counts].sort().map(([k, n]) => `${k} ${n}`).join(', ');
  };
  const range = (key: (s: Scene) => number) => `${Math.min(...scenes.map(key))}…${Math.max(...scenes.map(key))}`;
  return [
    `orientation: ${count((s) => `${s.orientation}°`)}`,
    `background: ${count((s) => s.background)}`,
    `tilt: ${count((s) => (s.tilt < 6 ? '<6°' : s.tilt < 12 ? '6–12°' : '≥12°'))}; |rotation| ${range((s) => Math.abs(s.rotation))}°`,
    `framing: ${count((s) => (s.tight ? 'tight' : 'with margin'))}; fill ${range((s) => s.fill)}`,
    `shadow: ${count((s) => s.shadow)}; cast: ${count((s) => s.cast)}`,
    `curl: ${count((s) => s.curl)}`,
    `blur: ${count((s) => (s.blur ? 'blurred' : 'sharp'))}; noise: ${count((s) => (s.noise ? 'noisy' : 'clean'))}; quality ${range((s) => s.quality)}`,
    `size: ${count((s) => `${s.width}x${s.height}`)}`,
  ].join('\n  ');
}

const { values: args } = parseArgs({
  options: {
    in: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string', default: '173' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.in || !args.out) {
  console.error('usage: photograph.ts --in SRC_DATASET_DIR --out DIR [--seed 173] [--chromium PATH]');
  process.exit(2);
}
const source = resolve(args.in);
const out = resolve(args.out);
if (out === source) throw new Error('--out must differ from --in');
const started = Date.now();
const rows = (await readFile(join(source, 'ground_truth.jsonl'), 'utf8')).split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Record<string, unknown>);
await rm(join(out, 'photo'), { recursive: true, force: true });
await mkdir(join(out, 'photo'), { recursive: true });
sharp.concurrency(1);
const browser = await launchChromium(args.chromium as string);
const lines: string[] = [];
const scenes: Record<string, Scene> = {};
const skipped: string[] = [];
try {
  const page = await (await browser.newContext({ deviceScaleFactor: 1, viewport: { width: 800, height: 600 } })).newPage();
  for (const row of rows) {
    const id = String(row.id);
    const pages = row.page_images;
    if (!Array.isArray(pages) || pages.length !== 1) {
      skipped.push(`${id} (${Array.isArray(pages) ? `${pages.length} page images` : 'no page images'})`);
      continue;
    }
    const image = await readFile(join(source, String(pages[0])));
    const mime = /^\.jpe?g$/i.test(extname(String(pages[0]))) ? 'image/jpeg' : 'image/png';
    const { jpeg, scene } = await photograph(page, image, mime, documentSeed(`${args.seed}:${id}`));
    const file = `photo/${id}.jpg`;
    await writeFile(join(out, file), jpeg);
    const copy: Record<string, unknown> = { ...row, file };
    delete copy.page_images;
    lines.push(JSON.stringify(copy));
    scenes[id] = scene;
  }
} finally {
  await browser.close();
}
await writeFile(join(out, 'ground_truth.jsonl'), lines.join('\n') + (lines.length ? '\n' : ''));
await writeFile(join(out, 'photo-scenes.json'), JSON.stringify(scenes, null, 1) + '\n');
console.log(`${lines.length} photos in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (skipped.length) console.log(`skipped ${skipped.length}: ${skipped.join(', ')}`);
if (lines.length) console.log(`  ${summary(Object.values(scenes))}`);
