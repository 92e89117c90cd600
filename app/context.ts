// What the server hands every loader and action (server/app.ts getLoadContext).
import type { Cookie } from '@remix-run/node';
import type { Kysely } from 'kysely';
import type { Platform } from '../server/platform/index';
import type { ShopDB } from '../server/shop-store/schema';
import type { PublicProviderKeys } from '../server/platform/payments/providers/index';

declare module '@remix-run/node' {
  interface AppLoadContext {
    platform: Platform;
    /** the shop's own tables (server/shop-store): sessions */
    store: Kysely<ShopDB>;
    /** the embedded database: this process is the only one using it */
    singleInstance: boolean;
    cspNonce: string;
    socketToken: string;
    demo: boolean;
    supportUrl: string;
    /** the browser keys of the configured card providers (Stripe publishable key, Xendit public key, TapPay app) */
    cardKeys: PublicProviderKeys;
    /** SPEC §9: seconds the review counts down before the order is placed (REVIEW_COUNTDOWN_SECONDS, 30) */
    reviewCountdownSeconds: number;
    /** the terms and conditions the login's checkbox links to (TERMS_URL) */
    termsUrl: string;
    /** the customer's network address, sent to the platform with every call (its limits count by it) */
    clientAddress: string;
    secureCookies: boolean;
    /** SPEC §9: the shop's cookies on the parent domain (COOKIE_DOMAIN), else on the host only */
    cookieDomain?: string;
    sessionSecrets: string[];
    /**
     * the session cookie, a signed id (server/session-id.ts): the process gives every browser one before it
     * can write and serialises a session's writes by it (server/session-lock.ts)
     */
    sessionCookie: Cookie;
    /**
     * a document's values its loaders keep for its HTML and leave out of its data (utils/html-only.tsx); none
     * for a data request
     */
    htmlOnly?: Map<string, unknown>;
    /** the session id the process made for this request (it came without one): no row can hold it yet */
    issuedSessionId?: string;
    apiUrls: { consumer?: string; enterprise?: string; oms?: string };
    /** whether an error means the database is away or did not answer in time (server/platform/db/unavailable.ts) */
    databaseUnavailable?: (error: unknown) => boolean;
  }
}

export {};
