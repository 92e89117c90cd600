// The npm registry reachable from our machines lacks most of rollup's per-platform binaries (darwin,
// windows, musl…), so `npm install` cannot record them and `npm ci` then refuses the lockfile as out of
// sync. This adds the missing optional entries (os / cpu / libc from the package name); npm never fetches
// them on a platform they do not match. Run after `npm install` changes the lockfile: node scripts/fix-lockfile.mjs
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const CPU = {
  arm: 'arm',
  'arm-eabi': 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const m =
      /^@rollup\/rollup-(android|darwin|freebsd|linux|openbsd|openharmony|win32)-([a-z0-9]+(?:-eabi)?)(?:-(gnu|gnueabihf|musl|musleabihf|msvc))?$/.exec(
        name,
      );
    if (!m) continue;
    const base = path.includes('node_modules/') ? path.slice(0, path.lastIndexOf('node_modules/')) : '';
    const where = `${base}node_modules/${name}`;
    if (lock.packages[where] || lock.packages[`node_modules/${name}`]) continue;
    const [, os, cpuKey, abi] = m;
    const entry = { version, cpu: [CPU[cpuKey] ?? cpuKey], dev: pkg.dev, optional: true, os: [os] };
    if (abi && /musl/.test(abi)) entry.libc = ['musl'];
    if (abi && /gnu/.test(abi)) entry.libc = ['glibc'];
    if (!entry.dev) delete entry.dev;
    lock.packages[where] = { ...entry, license: 'MIT' };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} missing optional platform entries`);
