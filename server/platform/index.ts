// The embedded ordering platform: its contexts behind one Fetch-API handler.
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { Router } from './http';
import { Catalog } from './catalog/catalog';
import { catalogRoutes } from './catalog/routes';
import { cartRoutes } from './cart/routes';
import { opsRoutes } from './ops/routes';
import { billRoutes } from './bill/routes';
import { mapsRoutes } from './maps/routes';
import { Gazetteer } from './maps/gazetteer';
import type { MapsProvider } from './maps/provider';
import { PlatformEvents } from './events';
import { DEFAULT_PREFIXES, type Prefixes } from './prefixes';
import { Identity, type OtpLimits } from './identity/service';
import { identityRoutes } from './identity/routes';
import { createOutboxSender, type IdentityLog } from './identity/outbox';
import type { MessageSender, SocialProvider } from './identity/providers';

export interface PlatformOptions {
  db: Kysely<DB>;
  /** serve the demo-only endpoints (list of demo links) */
  demo?: boolean;
  /** bearer token of the ops (enterprise write) endpoints */
  opsToken: string;
  /** secret of the access tokens (authenticated endpoints) */
  tokenSecret: string;
  prefixes?: Prefixes;
  /** address search and geocoding (SPEC §7 "Maps"); default: the embedded gazetteer */
  maps?: MapsProvider;
  now?: () => Date;
  onError?: (error: unknown, request: Request) => void;
  /** SPEC §7 "Auth (POST)" and "Profile": where codes go and who vouches for social logins */
  identity?: {
    /** default: the outbox (codes stored in the database, listed at /dev/outbox when `dev`) */
    sender?: MessageSender;
    /** Google and Line; none by default */
    social?: SocialProvider[];
    /** one structured line per notable event (a code stored, a reused refresh token…) */
    log?: IdentityLog;
    /** SPEC §9 OTP numbers; defaults in identity/otp.ts */
    limits?: Partial<OtpLimits>;
  };
  /** development endpoints ({enterprise}/dev/outbox); never in production */
  dev?: boolean;
}

export interface Platform {
  handle(request: Request): Promise<Response>;
  catalog: Catalog;
  events: PlatformEvents;
  prefixes: Prefixes;
  identity: Identity;
}

export function createPlatform(options: PlatformOptions): Platform {
  const prefixes = options.prefixes ?? DEFAULT_PREFIXES;
  const router = new Router(options.onError);
  const now = options.now ?? (() => new Date());
  const catalog = new Catalog(options.db, now);
  const events = new PlatformEvents();
  catalogRoutes(router, catalog, prefixes, { demo: options.demo ?? false });
  cartRoutes(router, catalog, prefixes, now);
  billRoutes(router, catalog, prefixes, { now, tokenSecret: options.tokenSecret });
  opsRoutes(router, prefixes, { db: options.db, catalog, events, token: options.opsToken, now });
  mapsRoutes(router, options.maps ?? new Gazetteer(), prefixes);
  const dev = options.dev ?? false;
  const identity = new Identity({
    db: options.db,
    now,
    tokenSecret: options.tokenSecret,
    sender:
      options.identity?.sender ?? createOutboxSender({ db: options.db, now, log: options.identity?.log, reveal: dev }),
    social: options.identity?.social,
    log: options.identity?.log,
    limits: options.identity?.limits,
  });
  identityRoutes(router, prefixes, identity, { dev });
  return { handle: router.handle, catalog, events, prefixes, identity };
}
