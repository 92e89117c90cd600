// The floor's server (npm run bench): express 4 with @remix-run/express and compression, as the shop's
// server/app.ts serves its pages and /build assets (compressed once by scripts/precompress.mjs), without
// anything else. Run from bench/floor after `remix build bench/floor`; PORT and HOST from the environment;
// /readyz as the shop's.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, 'build/index.js')).href);
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.get('/readyz', (_req, res) => res.send('ok'));
// what browsers and Lighthouse ask of every site, answered without the app (whose 404 page logs the miss)
app.get(['/favicon.ico', '/robots.txt'], (_req, res) => res.status(404).end());
app.use(
  '/build',
  expressStaticGzip(path.join(here, 'public/build'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  }),
);
app.all('*', createRequestHandler({ build }));
const port = Number(process.env.PORT ?? 3000);
app.listen(port, process.env.HOST ?? '127.0.0.1');
