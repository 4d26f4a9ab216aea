/** What bench/pipeline.ts and bench/helpers/worker-peak.ts share: the extraction options timed, and memory readings. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_OCR_LANGS } from '../../src/extraction/sources/ocr-languages.ts';
import type { ExtractionOptions } from '../../src/extraction/types.ts';

export const benchOptions: ExtractionOptions = { einvoice: false, ocrLangs: process.env.DOCPROC_OCR_LANGS ?? DEFAULT_OCR_LANGS, maxPages: 50, renderPages: false };

/**
 * Resets this process's peak resident set (Linux ≥ 4.0), so that a phase's peak is its own and not the bench's
 * loading of its inputs; elsewhere peaks accumulate.
 */
export function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux.
  }
}

export function rssMb(): number {
  return Math.round(process.memoryUsage().rss / 1048576);
}

/** This process's peak resident set (its current one where /proc is missing), in MB. */
export function peakRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : rssMb();
}

/** `work` on every item, `lanes` at once, each lane taking the next item as it finishes one (`lane`: which). */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T, lane: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async (_, lane) => {
      while (next < items.length) await work(items[next++], lane);
    }),
  );
}

/**
 * The largest peak resident set (MB) among this process's extraction worker processes (pool.ts), read every
 * 50 ms until `stop()`; 0 where /proc is missing.
 */
export function workerPeakSampler(): { stop(): number } {
  let peak = 0;
  const sample = () => {
    for (const pid of extractionWorkers()) peak = Math.max(peak, peakOf(pid));
  };
  const timer = setInterval(sample, 50).unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

function extractionWorkers(): number[] {
  try {
    const children = readdirSync('/proc/self/task').flatMap((thread) => readFileSync(`/proc/self/task/${thread}/children`, 'latin1').trim().split(' ').filter(Boolean));
    return children.map(Number).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('pool-worker.ts');
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

function peakOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}
