// The embedded ordering platform: its contexts behind one Fetch-API handler.
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { Router } from './http';
import { Catalog } from './catalog/catalog';
import { catalogRoutes } from './catalog/routes';
import { cartRoutes } from './cart/routes';
import { opsRoutes, opsScreenRoutes } from './ops/routes';
import { orderRoutes } from './orders/routes';
import { advanceDemoOrders } from './demo/advance';
import { billRoutes } from './bill/routes';
import { mapsRoutes } from './maps/routes';
import { Gazetteer } from './maps/gazetteer';
import type { MapsProvider } from './maps/provider';
import { PlatformEvents } from './events';
import { DEFAULT_PREFIXES, type Prefixes } from './prefixes';
import { adoptGuestOrders } from './order-records/guest-orders';
import { createIdentity, type AuthedUser, type Identity, type OtpLimits } from './identity/index';
import { identityRoutes } from './identity/routes';
import { createOutboxSender, type IdentityLog } from './identity/outbox';
import type { MessageSender, SocialProvider } from './identity/providers';
import { createLimits, type LimitSettings, type Limits } from './limits';
import { uploadRoutes } from './uploads/routes';
import { Gateways } from './payments/registry';
import { providerGateways, type Providers } from './payments/providers/index';
import { paymentRoutes } from './payments/routes';
import { ratingRoutes } from './ratings/routes';
import { createSandboxGateway } from './payments/sandbox';
import { notificationRoutes, type PushSettings } from './notifications/routes';
import { promoRoutes } from './promotions/routes';
import { loyaltyRoutes } from './loyalty/routes';
import { fakeGrabFood, VoucherProviders, type VoucherProviderClient } from './promotions/vouchers';
import { messageRoutes } from './messages/routes';
import { createOrderMessages, type OrderMessages, type OrderMessageSettings } from './messages/worker';

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
  /** the rate limits (issue 13; defaults in ./limits, the process's from server/config.ts) */
  limits?: Partial<LimitSettings>;
  /**
   * Other instances use the same database (PostgreSQL): each catalogue write is announced to them
   * (catalog/changes.ts; the process listens with `listenForCatalogChanges`).
   */
  sharedCatalog?: boolean;
  /** SPEC §7 "Payment": the gateways (issue 15; DESIGN.md "Embedded defaults are real implementations") */
  payments?: {
    /** the sandbox gateway and its hosted page (default on; PAYMENT_SANDBOX=false in production) */
    sandbox?: boolean;
    /**
     * the key the sandbox signs its callbacks with: the same for every instance on the database (the
     * process keeps one there, server/secrets.ts); without it a fresh one, which only this process verifies
     */
    sandboxSecret?: string;
    /** Stripe, Xendit and TapPay, those whose keys are configured (./payments/providers) */
    providers?: Providers;
    /**
     * the origin customers reach the platform at (the sandbox's hosted page is linked there); default: the
     * origin of the shop's success URL, which is where the embedded platform is mounted
     */
    publicBase?: string | null;
  };
  /** web push (issue 16): the VAPID keys and contact; without them nothing is pushed */
  push?: PushSettings;
  /** external voucher providers (SPEC §3 voucher_provider_id); default: the fake grab food (promotions/vouchers.ts) */
  vouchers?: VoucherProviderClient[];
  /** the order messages by the chosen channel (issue 27; ./messages), sent through `identity.sender` */
  messages?: {
    /** the origin customers reach the shop at: the links of the messages; default `payments.publicBase` */
    publicBase?: string | null;
    settings?: Partial<OrderMessageSettings>;
    log?: (obj: object, msg: string) => void;
  };
}

export interface Platform {
  handle(request: Request): Promise<Response>;
  catalog: Catalog;
  events: PlatformEvents;
  prefixes: Prefixes;
  identity: Identity;
  /** the rate limits shared by every instance on the database (the checkout counts orders with `limits.order`) */
  limits: Limits;
  /** the payment gateways at hand (the sandbox unless switched off, and the configured providers) */
  gateways: Gateways;
  /** the demo's kitchen: moves orders unchanged for `stepSeconds` one step on (demo/advance.ts) */
  advanceDemoOrders(stepSeconds: number): Promise<number>;
  /** sends the order messages (messages/worker.ts): the process starts and stops it */
  orderMessages: OrderMessages;
}

export function createPlatform(options: PlatformOptions): Platform {
  const prefixes = options.prefixes ?? DEFAULT_PREFIXES;
  const now = options.now ?? (() => new Date());
  const dev = options.dev ?? false;
  const catalog = new Catalog(options.db, now, { shared: options.sharedCatalog });
  const events = new PlatformEvents();
  const limits = createLimits(options.db, options.limits);
  const sender =
    options.identity?.sender ?? createOutboxSender({ db: options.db, now, log: options.identity?.log, reveal: dev });
  const identity = createIdentity({
    db: options.db,
    now,
    tokenSecret: options.tokenSecret,
    sender,
    social: options.identity?.social,
    log: options.identity?.log,
    limits: options.identity?.limits,
    rateLimits: limits,
    adoptGuest: (guestId, userId) => adoptGuestOrders(options.db, guestId, userId),
  });
  const promoDeps = {
    db: options.db,
    now,
    vouchers: new VoucherProviders(options.vouchers ?? [fakeGrabFood()]),
    limits,
  };
  const router = new Router<AuthedUser>({
    prefixes,
    opsToken: options.opsToken,
    users: { required: (r) => identity.authenticate(r), optional: (r) => identity.authenticateOptional(r) },
    onError: options.onError,
  });
  catalogRoutes(router, catalog, { demo: options.demo ?? false });
  cartRoutes(router, catalog, now);
  billRoutes(router, catalog, now, limits, promoDeps);
  opsRoutes(router, { db: options.db, catalog, events, now });
  const sandbox =
    options.payments?.sandbox === false
      ? null
      : createSandboxGateway({
          db: options.db,
          now,
          omsPrefix: prefixes.oms,
          secret: options.payments?.sandboxSecret ? Buffer.from(options.payments.sandboxSecret) : undefined,
        });
  const providers = options.payments?.providers ?? {};
  const gateways = new Gateways([...(sandbox ? [sandbox] : []), ...providerGateways(providers)]);
  const orderDeps = { db: options.db, catalog, events, now, gateways, vouchers: promoDeps.vouchers };
  const paymentDeps = { ...orderDeps, publicBase: options.payments?.publicBase ?? null, omsPrefix: prefixes.oms };
  opsScreenRoutes(router, orderDeps);
  orderRoutes(router, { ...paymentDeps, limits });
  paymentRoutes(router, { ...paymentDeps, sandbox, providers, handle: (request) => router.handle(request) });
  mapsRoutes(router, options.maps ?? new Gazetteer());
  identityRoutes(router, identity, limits, { dev });
  uploadRoutes(router, options.db);
  ratingRoutes(router, { db: options.db, now });
  notificationRoutes(router, { db: options.db, events, now, push: options.push });
  promoRoutes(router, promoDeps, { demo: options.demo ?? false });
  messageRoutes(router, { db: options.db, now, secret: options.tokenSecret, limits });
  const orderMessages = createOrderMessages({
    db: options.db,
    now,
    sender,
    secret: options.tokenSecret,
    publicBase: options.messages?.publicBase ?? options.payments?.publicBase ?? 'http://localhost',
    events,
    log: options.messages?.log,
    settings: options.messages?.settings,
  });
  loyaltyRoutes(router, { db: options.db, now });
  return {
    handle: router.handle,
    catalog,
    events,
    prefixes,
    identity,
    limits,
    gateways,
    advanceDemoOrders: (stepSeconds) => advanceDemoOrders(orderDeps, stepSeconds),
    orderMessages,
  };
}
