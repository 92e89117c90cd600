// npx tsx bench/throughput.ts <base URL> [<base URL>…] [--path /brand/1] [--boot LK7brand] [--rounds 3]
// [--duration 10] — the server's pages per second on shops already running (`npm start`, or an older build on
// another port), side by side: autocannon, 10 connections, on `--path` as a customer who opened the store link
// `--boot` (Lola's by default; its session cookie, cookies accepted, gzip as a browser asks), each shop in turn,
// round by round, so that the machine's other work falls on each alike; every round and the median are printed.
// The 3,000-item hall's 300-item stall, on shops whose databases have it (`npm run demo:large`):
// `--path /brand/15 --boot MEGAhall`. bench/run.ts measures each page against the
// bare Remix floor; this compares two builds of the shop in one run.
import autocannon from 'autocannon';
import { argOf } from './lighthouse';

const args = process.argv.slice(2);
const path = argOf(args, 'path') ?? '/brand/1';
const bootHash = argOf(args, 'boot') ?? 'LK7brand';
const rounds = Number(argOf(args, 'rounds') ?? 3);
const duration = Number(argOf(args, 'duration') ?? 10);
const bases = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!bases.length)
  throw new Error(
    'usage: npx tsx bench/throughput.ts <base URL> [<base URL>…] [--path /brand/1] [--boot LK7brand] [--rounds 3]',
  );

/** The session cookie of a customer who opened the store link `--boot` on `base`, with the cookies accepted. */
async function customer(base: string): Promise<string> {
  const answer = await fetch(`${base}/menu/${bootHash}`, { redirect: 'manual' });
  const session = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return `${session}; cookie_consent=ImFjY2VwdGVkIg==`;
}

const cookies = new Map(await Promise.all(bases.map(async (b) => [b, await customer(b)] as const)));
const rates = new Map<string, number[]>(bases.map((b) => [b, []]));
for (let round = 1; round <= rounds; round++)
  for (const base of bases) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 10,
      duration,
      headers: { cookie: cookies.get(base)!, 'accept-encoding': 'gzip' },
    });
    if (result.non2xx || result.errors)
      throw new Error(`${base}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rates.get(base)!.push(Math.round(result.requests.average));
    console.log(`round ${round} ${base}${path}: ${Math.round(result.requests.average)} req/s`);
  }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\n| shop | ${path} req/s, each round | median |\n|---|---|---|`);
for (const [base, xs] of rates) console.log(`| ${base} | ${xs.join(', ')} | ${median(xs)} |`);
