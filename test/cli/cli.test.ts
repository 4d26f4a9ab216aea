import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { copyTestDataDir } from '../helpers/pglite-copy.ts';
import { textPng } from '../helpers/text-image.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

let dataDir: { dataDir: string; remove(): Promise<void> };
before(async () => {
  dataDir = await copyTestDataDir();
});
after(() => dataDir.remove());

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, DOCPROC_API_KEYS: _keys, ...rest } = process.env;
  return { ...rest, DOCPROC_DATA_DIR: dataDir.dataDir, LOG_LEVEL: 'silent', ...extra };
}

function docproc(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: env(extra) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('serve on a fresh embedded install prints the URL and a working key, and stops cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--workers', '0'], { env: env({ PORT: '0' }) });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (!/dp_[0-9A-Za-z]{32}/.test(stdout) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    const key = /dp_[0-9A-Za-z]{32}/.exec(stdout)?.[0];
    assert.ok(url && key, stdout);
    const r = await fetch(`${url}/v1/documents`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(r.status, 200);
  } finally {
    child.kill('SIGTERM');
  }
  assert.equal(await exited, 0);
});

test('keys create, list and revoke', async () => {
  const created = await docproc(['keys', 'create', '--name', 'ci']);
  assert.equal(created.code, 0, created.stderr);
  const key = created.stdout.trim();
  assert.match(key, /^dp_[0-9A-Za-z]{32}$/);
  const id = /key (key_\w+)/.exec(created.stderr)?.[1];
  assert.ok(id, created.stderr);

  const listed = await docproc(['keys', 'list']);
  assert.equal(listed.code, 0);
  const lines = listed.stdout.trim().split('\n');
  assert.equal(lines.length, 2, 'the key made by serve and this one');
  assert.ok(lines.some((line) => line.startsWith(id) && line.includes(key.slice(0, 7)) && line.endsWith('active')));
  assert.ok(!listed.stdout.includes(key), 'the key itself is never shown again');

  const revoked = await docproc(['keys', 'revoke', id]);
  assert.equal(revoked.code, 0);
  assert.match((await docproc(['keys', 'list'])).stdout, /revoked/);
  assert.equal((await docproc(['keys', 'revoke', id])).code, 2);
});

test('extract prints the result of a PDF file as JSON, with no database', async () => {
  const file = join(tmpdir(), `docproc-cli-${process.pid}.pdf`);
  await writeFile(file, sampleInvoicePdf());
  const r = await docproc(['extract', file, '--type', 'invoice'], { DOCPROC_DATA_DIR: '/nonexistent/never-created' });
  await rm(file);
  assert.equal(r.code, 0, r.stderr);
  const result = JSON.parse(r.stdout) as { source: string; document_type: string };
  assert.equal(result.source, 'pdf_text');
  assert.equal(result.document_type, 'invoice');
});

test('migrate applies migrations; an unknown command or a bad option is a usage error', async () => {
  const migrated = await docproc(['migrate']);
  assert.equal(migrated.code, 0);
  const unknown = await docproc(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /usage:/);
  assert.equal((await docproc(['serve', '--workers', 'many'])).code, 2);
});

test('an OCR language that is not installed, or a malformed list, stops the start with a message naming the setting', async () => {
  const missing = await docproc(['serve', '--workers', '0'], { DOCPROC_OCR_LANGS: 'eng+qqq', PORT: '0' });
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /DOCPROC_OCR_LANGS: no OCR model for qqq; install it \(npm install @tesseract\.js-data\/qqq/);
  const malformed = await docproc(['worker'], { DOCPROC_OCR_LANGS: 'eng, deu' });
  assert.equal(malformed.code, 2);
  assert.match(malformed.stderr, /DOCPROC_OCR_LANGS: "eng, deu" is not a list of Tesseract languages/);
});

test('the bundled languages (eng, deu, fra, msa) read a scan together, from disk', async () => {
  const png = join(tmpdir(), `docproc-cli-langs-${process.pid}.png`);
  await writeFile(png, textPng({ width: 700, height: 240, lines: ['KEDAI RUNCIT MAJU SDN BHD', 'JUMLAH 45.60'], font: '30px sans-serif', x: 40, y: 80, lineGap: 90 }));
  try {
    const result = await docproc(['extract', png, '--type', 'receipt'], { DOCPROC_OCR_LANGS: 'eng+deu+fra+msa' });
    assert.equal(result.code, 0, result.stderr);
    const { fields } = JSON.parse(result.stdout) as { fields: Record<string, { value: unknown }> };
    assert.equal(fields.supplier_name.value, 'KEDAI RUNCIT MAJU SDN BHD');
    assert.equal(fields.total_amount.value, 45.6);
  } finally {
    await rm(png, { force: true });
  }
});

test('a malformed DOCPROC_API_KEYS entry stops the start with a message naming it, without printing the key', async () => {
  const good = `dp_${'a'.repeat(32)}`;
  const secretLooking = 'sk_live_0123456789abcdefSECRET';
  const result = await docproc(['serve', '--workers', '0'], { PORT: '0', DOCPROC_API_KEYS: `${good}, ${secretLooking}` });
  assert.equal(result.code, 2);
  assert.match(result.stderr, /DOCPROC_API_KEYS: entry 2/);
  assert.ok(!result.stderr.includes('SECRET'), result.stderr);
  assert.equal(result.stdout, '');
});

test('a metrics token too short to be secret stops the start', async () => {
  const result = await docproc(['serve', '--workers', '0'], { PORT: '0', DOCPROC_METRICS_TOKEN: 'short' });
  assert.equal(result.code, 2);
  assert.match(result.stderr, /DOCPROC_METRICS_TOKEN/);
});

test('a retention without a unit, too short or malformed stops the start', async () => {
  for (const [name, value] of [['DOCPROC_RETENTION', '30'], ['DOCPROC_RETENTION', '10s'], ['DOCPROC_EVENT_RETENTION', 'a month']]) {
    const result = await docproc(['serve', '--workers', '0'], { PORT: '0', [name]: value });
    assert.equal(result.code, 2, `${name}=${value}`);
    assert.match(result.stderr, new RegExp(name));
  }
});
