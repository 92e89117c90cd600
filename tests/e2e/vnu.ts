// The W3C checker (vnu-jar on the machine's Java) over pages' server-rendered HTML: its errors, each with the
// page's name. Single fetch stays off so nothing is streamed after </html> (ADR 0004).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';

export async function htmlErrors(pages: { name: string; html: string }[]): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  const files = pages.map((_, i) => path.join(dir, `page-${i}.html`));
  await Promise.all(pages.map((p, i) => fs.writeFile(files[i]!, p.html)));
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    ['-jar', String(vnu), '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  await fs.rm(dir, { recursive: true, force: true });
  const report = JSON.parse(stderr || stdout) as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === 'error')
    .map((m) => `${pages[Number(/page-(\d+)/.exec(m.url)?.[1])]?.name}: ${m.message} ${m.extract ?? ''}`);
}
