// The built server as `npm start` runs it, for the benchmarks: started on a port with the environment given,
// ready once /readyz answers 200; and a customer's cookies, kept from one answer to the next.
import { spawn, type ChildProcess } from 'node:child_process';

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
): Promise<Started> {
  // another server on the port would answer /readyz for ours (a run left behind): refuse to start
  const taken = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use`);
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['build/server.js'], {
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
