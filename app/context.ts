// What the server hands every loader and action (server/app.ts getLoadContext).
import type { Kysely } from 'kysely';
import type { Platform } from '../server/platform/index';
import type { DB } from '../server/platform/db/schema';

declare module '@remix-run/node' {
  interface AppLoadContext {
    platform: Platform;
    db: Kysely<DB>;
    /** the embedded database: this process is the only one using it */
    singleInstance: boolean;
    cspNonce: string;
    socketToken: string;
    demo: boolean;
    supportUrl: string;
    secureCookies: boolean;
    /** SPEC §9: the shop's cookies on the parent domain (COOKIE_DOMAIN), else on the host only */
    cookieDomain?: string;
    sessionSecrets: string[];
    apiUrls: { consumer?: string; enterprise?: string; oms?: string };
  }
}

export {};
