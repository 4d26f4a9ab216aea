/**
 * Real docproc processes for the scale tests and bench: `serve` and `worker` started with
 * `node --import tsx src/cli.ts`, their output kept (the tail is printed when a test fails).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

export interface DocprocProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it wrote (stdout and stderr). */
  output(): string;
  /** Documents it logged as processed or failed (needs LOG_LEVEL info). */
  finished(): number;
  /** Whether it said it is serving or working (its signal handlers are installed by then). */
  started(): boolean;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startDocproc(name: string, args: string[], env: Record<string, string>): DocprocProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let finished = 0;
  let started = false;
  const keep = (chunk: Buffer) => {
    const added = chunk.toString('utf8').split('\n').filter(Boolean);
    finished += added.filter((l) => l.includes('"msg":"document processed"') || l.includes('"msg":"document failed"')).length;
    started ||= added.some((l) => l.includes('docproc is serving') || l.includes('"msg":"worker started"'));
    lines.push(...added);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    output: () => lines.map((l) => `[${name}] ${l}`).join('\n'),
    finished: () => finished,
    started: () => started,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once GET {baseUrl}/healthz answers 200. */
export async function waitForApi(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  await waitUntil(async () => (await fetch(`${baseUrl}/healthz`)).status === 200, timeoutMs, `${baseUrl}/healthz`, 100);
}
