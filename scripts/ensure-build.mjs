// `npm start` on a fresh clone builds first; later starts rebuild only when a source is newer than the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = ['build/server.js', 'build/index.js'];
const sources = ['app', 'server', 'public/locales', 'remix.config.js', 'package.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log('building the web shop…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
