/**
 * Which Tesseract languages this installation can read. Models come from the repo (`models/ocr/`: trained for
 * this service, train/train-ocr.ts), from the `@tesseract.js-data/<lang>` npm packages (eng, deu, fra and msa
 * are dependencies) or from the Debian `tesseract` CLI's own `tesseract-ocr-<lang>` packages; nothing is ever
 * downloaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languagesOf, ocrLangsOf } from '../locale/index.ts';

const require = createRequire(import.meta.url);

/** `eng`, `eng+msa`, `chi_sim+eng`: Tesseract's own spelling of a language list. */
const LANGUAGE_LIST = /^[a-z]{3}(_[a-z]+)?(\+[a-z]{3}(_[a-z]+)?)*$/;

export function isLanguageList(langs: string): boolean {
  return LANGUAGE_LIST.test(langs);
}

/** The models trained for this service, gzipped as the npm packages' are (tesseract.js reads them so). */
const REPO_MODELS = fileURLToPath(new URL('../../../models/ocr/', import.meta.url));

/**
 * The languages read when none are configured. The repo's `lat_receipt` (Tesseract's French LSTM fine-tuned on
 * receipt lines, models/ocr/README.md) misreads fewer characters of receipt lines, but on held-out SROIE receipts
 * its fields are level with `eng`'s (more addresses and dates, fewer names and totals) and on photos worse.
 */
export const DEFAULT_OCR_LANGS = 'eng';

/** The model trained for this service (models/ocr/), for `DOCPROC_OCR_LANGS`. */
export const RECEIPT_MODEL = 'lat_receipt';

/** The repo's model for `lang`, or else the npm package's best_int model; gzipped. */
export function traineddataFile(lang: string): string {
  const own = join(REPO_MODELS, `${lang}.traineddata.gz`);
  if (existsSync(own)) return own;
  try {
    return join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
  } catch {
    throw new Error(`OCR language "${lang}" is not installed: npm install @tesseract.js-data/${lang}`);
  }
}

export function hasNpmModel(lang: string): boolean {
  try {
    traineddataFile(lang);
    return true;
  } catch {
    return false;
  }
}

let cliLangs: Set<string> | null | undefined;

/** Languages of the Debian `tesseract` CLI's own models, or null when the CLI is not installed. */
export function installedCliLangs(): Set<string> | null {
  if (cliLangs === undefined) {
    const listed = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
    cliLangs = listed.status === 0 ? new Set(listed.stdout.split('\n').slice(1).map((l) => l.trim()).filter(Boolean)) : null;
  }
  return cliLangs;
}

/**
 * The languages of `langs` that no engine can read here. Every language needs an npm model, unless the CLI
 * (which is used when installed, see ocr.ts) has them all.
 */
export function missingOcrLanguages(langs: string): string[] {
  const list = langs.split('+');
  const cli = process.env.DOCPROC_OCR_ENGINE === 'js' ? null : installedCliLangs();
  if (cli && list.every((l) => cli.has(l))) return [];
  return list.filter((l) => !hasNpmModel(l));
}

/**
 * The models to read a page again with, from the language its first reading shows (the label words found in
 * it, `../locale/`): French and German letters (`é`, `ü`, `ß`) that English reads as other letters, in names and
 * labels. Only when the languages were not configured (`configured` is the default) and the models are here;
 * null when the first reading stands.
 */
export function ocrLangsFromEvidence(text: string, configured: string): string | null {
  if (configured !== DEFAULT_OCR_LANGS) return null;
  const language = languagesOf(text)[0]?.language;
  const langs = language ? ocrLangsOf(language) : null;
  if (!langs || langs === configured || missingOcrLanguages(langs).length > 0) return null;
  return langs;
}
