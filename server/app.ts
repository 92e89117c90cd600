// The process of DESIGN.md "Runtime picture": express with compression, static assets, the platform,
// the Remix handler, socket.io, health checks, and a graceful shutdown.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { broadcastDevReady, type ServerBuild } from '@remix-run/node';
import type { Config } from './config';
import type { Logger } from './logger';
import { migrate, openDatabase, ping, type Database } from './platform/db/index';
import { isDatabaseUnavailable } from './platform/db/unavailable';
import { createPlatform, type Platform } from './platform/index';
import { createProviders, providerOrigins, publicProviderKeys } from './platform/payments/providers/index';
import { migrateShopStore, shopStore, sweepSessions } from './shop-store/index';
import { memoryLocks, postgresLocks } from './session-lock';
import { sessionIdCookie } from './session-id';
import { Gazetteer } from './platform/maps/gazetteer';
import { GoogleMapsProvider } from './platform/maps/google';
import type { MapsProvider } from './platform/maps/provider';
import type { MessageSender, SocialProvider } from './platform/identity/providers';
import { createInfobipSender } from './platform/identity/messaging/infobip';
import { createGoogleProvider } from './platform/identity/social/google';
import { createLineProvider } from './platform/identity/social/line';
import { isEmpty, loadDemoData } from './platform/demo/seed';
import { refreshDemoClock, tickDemoClock } from './platform/demo/clock';
import { mountFetchHandler } from './fetch-adapter';
import { checkFormPosts, remixHandler } from './remix-handler';
import { resolveSecrets } from './secrets';
import { LOCKS, exclusively } from './exclusive';
import { attachSocketServer, forwardOrderEvents } from './live/socket';
import { listenForCatalogChanges } from './platform/catalog/changes';
import type { Server as SocketServer } from 'socket.io';

/** How often ended sessions are swept. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** How long a kept-alive connection may wait for its next request: above a load balancer's usual 60 s. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface AppHandle {
  server: http.Server;
  database: Database;
  platform: Platform;
  io: SocketServer;
  /** stop accepting, finish in-flight requests, close sockets and the database */
  close(): Promise<void>;
  listen(): Promise<number>;
}

export interface CreateAppOptions {
  config: Config;
  logger: Logger;
  /** the Remix server build; loaded from build/index.js when absent */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  database?: Database;
}

/**
 * The Remix build in build/index.js. Under `remix dev` (REMIX_DEV_ORIGIN set) a new build is imported
 * when the file changes and announced to the dev server.
 */
function remixBuildLoader(logger: Logger): () => Promise<ServerBuild> {
  const file = path.resolve('build/index.js');
  let loaded: { mtime: number; build: ServerBuild } | null = null;
  return async () => {
    const mtime = (await fs.stat(file)).mtimeMs;
    if (!loaded || (process.env.REMIX_DEV_ORIGIN && loaded.mtime !== mtime)) {
      const build = (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?t=${mtime}`)) as ServerBuild;
      loaded = { mtime, build };
      if (process.env.REMIX_DEV_ORIGIN) {
        await broadcastDevReady(build);
        logger.info('remix build reloaded');
      }
    }
    return loaded.build;
  };
}

/** The maps provider the configuration names (SPEC §7 "Maps"); the gazetteer needs no network. */
function mapsProvider(config: Config): MapsProvider {
  if (config.mapsProvider === 'google' && config.googleMapsApiKey)
    return new GoogleMapsProvider({ apiKey: config.googleMapsApiKey });
  return new Gazetteer();
}

/** Where one-time codes go (OTP_SENDER): Infobip, or the embedded outbox (undefined: the platform's default). */
function messageSender(config: Config): MessageSender | undefined {
  return config.otpSender === 'infobip' && config.infobip ? createInfobipSender(config.infobip) : undefined;
}

/** The social logins whose credentials are configured (SPEC §4): none by default. */
function socialProviders(config: Config): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (config.google) providers.push(createGoogleProvider(config.google));
  if (config.line) providers.push(createLineProvider(config.line));
  return providers;
}

export async function createApp({ config, logger, build, database: given }: CreateAppOptions): Promise<AppHandle> {
  // A database connection that fails (a cut, a failover, no answer in time) is a line in the log, never the
  // end of the process (issue 13, defect 1); /readyz says 503 until the database answers again.
  const onConnectionError = (err: Error) => logger.warn({ err }, 'database connection failed');
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.databaseTimeouts,
      onConnectionError,
    }));
  const applied = [...(await migrate(database)), ...(await migrateShopStore(database))];
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const secrets = await resolveSecrets(config, database);
  const push = secrets.vapidKeys ? 'on' : 'off';
  if (!secrets.vapidKeys) logger.warn({ push }, 'web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
  // Instances starting together: one loads the demo, the others find it loaded.
  if (config.demoData)
    await exclusively(database, LOCKS.demoData, async () => {
      if (await isEmpty(database.db)) {
        const t0 = Date.now();
        const loaded = await loadDemoData(database.db);
        logger.info({ ...loaded, ms: Date.now() - t0 }, 'demo data loaded');
      } else {
        await refreshDemoClock(database.db);
      }
    });

  const platform = createPlatform({
    db: database.db,
    demo: config.demoData,
    opsToken: secrets.opsToken,
    tokenSecret: secrets.tokenSecret,
    maps: mapsProvider(config),
    dev: config.dev,
    limits: config.limits,
    identity: {
      sender: messageSender(config),
      social: socialProviders(config),
      log: (obj, msg) => logger.info(obj, msg),
      limits: { sendsPerHour: config.otpSendsPerHour, resendSeconds: config.otpResendSeconds },
    },
    onError: (error, request) => logger.error({ err: error, url: request.url }, 'platform error'),
    // several instances on one PostgreSQL: each catalogue write is announced to the others
    sharedCatalog: database.engine === 'postgres',
    payments: {
      ...config.payments,
      providers: createProviders(config.paymentProviders),
      sandboxSecret: secrets.sandboxSecret,
    },
    messages: {
      publicBase: config.shopPublicUrl ?? config.payments.publicBase ?? `http://localhost:${config.port}`,
      log: (obj, msg) => logger.info(obj, msg),
    },
    push: secrets.vapidKeys
      ? { vapid: { ...secrets.vapidKeys, subject: config.vapid.subject }, log: (obj, msg) => logger.warn(obj, msg) }
      : undefined,
  });
  // …which drop what they kept of it at once (before: up to a minute later; issue 13, defect 6).
  const catalogChanges = listenForCatalogChanges(database, platform.catalog.changes, (err) =>
    logger.warn({ err }, 'catalogue changes: listening connection failed'),
  );
  await catalogChanges?.ready;
  // this instance's demo start may have changed rows the others keep
  if (config.demoData) await platform.catalog.changes.announce(database.db);

  // The order messages (issue 27): sent by every instance, each message by one of them.
  platform.orderMessages.start();

  // The demo clock, every minute: "closed today and tomorrow" follows the branch's midnight, the busy branch
  // stays busy (its wait reads down).
  const demoClock = config.demoData
    ? setInterval(() => {
        tickDemoClock(database.db)
          .then(async (changed) => {
            if (!changed) return;
            platform.catalog.changes.forget();
            await platform.catalog.changes.announce(database.db);
          })
          .catch((error: unknown) => logger.error({ err: error }, 'demo clock'));
      }, 60_000).unref()
    : null;

  // The demo's kitchen (DEMO_ORDER_STEP_SECONDS): new orders move on by themselves.
  const demoKitchen =
    config.demoOrderStepSeconds > 0
      ? setInterval(
          () => {
            platform
              .advanceDemoOrders(config.demoOrderStepSeconds)
              .catch((error: unknown) => logger.error({ err: error }, 'demo kitchen'));
          },
          Math.min(10_000, config.demoOrderStepSeconds * 500),
        ).unref()
      : null;

  const app = express();
  app.disable('x-powered-by');
  // Once stopping, every answer closes its connection (SIGTERM: clients move to another instance) — also
  // the answers of requests already in flight, whose headers are not sent yet.
  let stopping = false;
  const answering = new Set<express.Response>();
  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close');
    else {
      answering.add(res);
      res.once('close', () => answering.delete(res));
    }
    next();
  });
  if (config.trustProxy) app.set('trust proxy', true);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    // A stopping instance takes no new work: the load balancer stops sending it any.
    if (stopping) return void res.status(503).json({ status: 'stopping' });
    // bounded: a database that does not answer is "not ready", not a check that hangs (issue 13, defect 10)
    ping(database, config.databaseTimeouts.readyzMs)
      .then(() => res.json({ status: 'ready', database: database.engine, push }))
      .catch((err) => {
        logger.warn({ err }, 'readiness check failed');
        res.status(503).json({ status: 'unavailable' });
      });
  });

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/build/') ?? false },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use(compression());

  // The card providers' browser libraries and frames (their sheets only), when their keys are set.
  const cardKeys = publicProviderKeys(config.paymentProviders);
  const origins = providerOrigins(cardKeys);
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ...origins.script,
          ],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': [...(config.production ? ["'self'"] : ["'self'", 'ws:']), ...origins.connect],
          'frame-src': ["'self'", ...origins.frame],
          // the service worker of web push (public/sw.js, issue 16)
          'worker-src': ["'self'"],
          'font-src': ["'self'"],
          'frame-ancestors': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );

  // The platform's gateways (SPEC §7), in the same process.
  app.use(mountFetchHandler('/api/', platform.handle));

  // Fingerprinted assets are immutable; everything else in public/ may change between releases. The build's
  // scripts are compressed once at build time (scripts/precompress.mjs): the .br or .gz beside each is sent as
  // the browser accepts, and compression() leaves an answer already encoded alone.
  app.use(
    '/build',
    expressStaticGzip(path.resolve('public/build'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  // Other public files (demo images, favicon) all have an extension; pages never do. A file asked for with
  // its content's version (the pages name their language's strings so, app/i18n/translations-href.server.ts)
  // is kept for a year: a new text is a new address.
  const publicFiles = express.static(path.resolve('public'), {
    maxAge: '1h',
    index: false,
    redirect: false,
    setHeaders: (res) => {
      if (typeof (res.req as express.Request).query.v === 'string')
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  const loadBuild = typeof build === 'function' ? build : build ? async () => build : remixBuildLoader(logger);
  const server = http.createServer(app);
  // A connection a client keeps open between requests stays open longer than Node's 5 s: a proxy or load
  // balancer in front (an idle timeout of 60 s is common) that sends a request on a connection the server is
  // closing at that moment gets a reset, and its customer an error page (a 502); the browser tests' API client
  // met the same race (ECONNRESET). The headers' timeout is kept above it, as Node asks.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const io = await attachSocketServer(server, {
    sharedToken: secrets.socketSharedToken,
    tokenSecret: secrets.tokenSecret,
    opsToken: secrets.opsToken,
    postgres:
      database.engine === 'postgres' && database.newClient
        ? {
            pool: database.pool,
            newClient: database.newClient,
            onError: (err) => logger.warn({ err }, 'live events: database connection failed'),
          }
        : undefined,
  });

  // Live events go to the sockets of the branch they concern.
  platform.events.on('store_mode', (event) => io.to(`branch:${event.branch_id}`).emit('store_mode', event));
  // An order's changes go to the pages tracking it, and to its group's page (server/live/socket.ts 'track').
  forwardOrderEvents(platform.events, io);

  // A session's writes one at a time, on this instance and across instances (PostgreSQL).
  const sessionLocks =
    database.engine === 'postgres' && config.databaseUrl
      ? postgresLocks({
          connectionString: config.databaseUrl,
          timeouts: config.databaseTimeouts,
          onError: onConnectionError,
        })
      : memoryLocks();
  // the session cookie (a signed id), made once: the Remix handler gives every browser one, the shop reads it
  const sessionCookie = sessionIdCookie({
    secrets: secrets.sessionSecrets,
    secure: config.production,
    domain: config.cookieDomain,
  });
  // a form post's body is read in full (and limited) before the post waits for its session's lock
  app.use(checkFormPosts());
  // Sessions that ended are deleted in the background (bounded table).
  const sweeper = setInterval(() => {
    sweepSessions(shopStore(database)).catch((err: unknown) => logger.warn({ err }, 'session sweep'));
  }, SWEEP_EVERY_MS).unref();

  app.all(
    '*',
    remixHandler({
      build: process.env.REMIX_DEV_ORIGIN ? loadBuild : await loadBuild(),
      onError: (err) => logger.warn({ err }, 'refused answer'),
      sessions: {
        cookie: sessionCookie,
        locks: sessionLocks,
        onLockError: (err) => logger.warn({ err }, 'session lock'),
      },
      getLoadContext: (req, res) => ({
        platform,
        store: shopStore(database),
        singleInstance: database.engine === 'pglite',
        cspNonce: res.locals.cspNonce as string,
        socketToken: secrets.socketSharedToken,
        demo: config.demoData,
        supportUrl: config.supportUrl,
        cardKeys,
        reviewCountdownSeconds: config.reviewCountdownSeconds,
        termsUrl: config.termsUrl,
        // the customer's address (X-Forwarded-For only with TRUST_PROXY): the platform's limits count by it
        clientAddress: req.ip ?? '',
        secureCookies: config.production,
        cookieDomain: config.cookieDomain,
        sessionSecrets: secrets.sessionSecrets,
        sessionCookie,
        apiUrls: { consumer: config.consumerApiUrl, enterprise: config.enterpriseApiUrl, oms: config.omsApiUrl },
        databaseUnavailable: isDatabaseUnavailable,
      }),
    }),
  );

  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
      if (demoClock) clearInterval(demoClock);
      if (demoKitchen) clearInterval(demoKitchen);
      clearInterval(sweeper);
      await platform.orderMessages.stop();
      // From now: no new connections; requests in flight finish; every answer says Connection: close, so
      // kept-alive clients go elsewhere (connections idle right now are closed by server.close); whatever
      // is left after the timeout, which starts now, is cut.
      const timer = setTimeout(() => {
        logger.warn({ open: sockets.size }, 'shutdown timeout: closing remaining connections');
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      timer.unref();
      // socket.io tells its clients to go (they reconnect to another instance) and closes the HTTP server.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      clearTimeout(timer);
      await sessionLocks.close();
      await catalogChanges?.close();
      await database.close();
    })());

  return {
    server,
    database,
    platform,
    io,
    close,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : config.port);
        });
      }),
  };
}
