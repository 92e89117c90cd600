// The built server as `npm start` runs it, for the benchmarks: started on a port with the environment given,
// ready once /readyz answers 200; the floor (bench/floor: a bare Remix page, built and served the same way);
// a server's memory; and a customer's cookies, kept from one answer to the next.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { precompress } from '../scripts/precompress.mjs';

export interface Started {
  child: ChildProcess;
  port: number;
  base: string;
}

/** Starts `node build/server.js` (NODE_ENV unset: React and Remix run their production builds). */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 60_000,
  /** where the server's output goes (a file descriptor); the bench's own output by default */
  output: 'inherit' | number = 'inherit',
  /** the script node runs, and in which directory: the shop's build by default */
  entry: { script: string; cwd?: string } = { script: 'build/server.js' },
): Promise<Started> {
  // another server on the port would answer /readyz for ours (a run left behind): refuse to start
  const taken = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use`);
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [entry.script], {
    cwd: entry.cwd,
    // @remix-run/dev types NODE_ENV as required
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', output, output],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + readyWithinMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, port, base };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not become ready`);
}

/**
 * Builds the floor (bench/floor) with the repository's own Remix compiler and compresses its scripts once, as
 * `npm run build` builds the shop.
 */
export async function buildFloor(): Promise<void> {
  const built = spawnSync('node_modules/.bin/remix', ['build', 'bench/floor'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`remix build bench/floor exited with ${built.status}: ${built.stderr}`);
  await precompress('bench/floor/public/build');
}

/** The floor's server (bench/floor/server.mjs), built first, on `port`. */
export async function startFloor(port: number): Promise<Started> {
  await buildFloor();
  return startServer(port, {}, 30_000, 'inherit', { script: 'server.mjs', cwd: 'bench/floor' });
}

/** A running server's resident memory in MB (Linux: /proc/<pid>/status), or null elsewhere. */
export async function rssMb(child: ChildProcess): Promise<number | null> {
  const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/** Stops a server started here and waits for it to end. */
export async function stop(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/** Waits for a child process to end (after a kill). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The cookie line with the cookies an answer sets (a session made by the first write) added. */
export function withCookies(cookie: string, res: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}
