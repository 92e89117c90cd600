// The platform's rate limits (issue 13), in one place: how often one client address, phone number, email
// address or customer may do something that costs money or work (send a code, try a code, log in, price a
// cart, place an order). The counts live in the platform's database (table rate_limits, migration 0006),
// so every instance on one PostgreSQL keeps the same count: rate-limiter-flexible's RateLimiterPostgres,
// one atomic upsert per counted request. The embedded database (one process by design) works the same
// way. A refusal is 429 with a Retry-After header and the SPEC §7 error body (`details.retry_after`).
//
// The client address is the `x-client-address` header: the process's fetch adapter and the shop's
// platform client set it from express's req.ip (X-Forwarded-For only with TRUST_PROXY), never from the
// caller's word. A call without one (in-process, in tests) is not counted per address.
import { createHash } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DB } from '../db/schema';
import { ApiError } from '../http/errors';
import { LIMIT_DEFAULTS, type LimitSettings } from './settings';

/** SPEC §8 "OTP request": the text of a 429 */
export const OTP_LIMIT_MESSAGE =
  'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel';
/** SPEC §8 "OTP verify" (the "later" variant): too many codes tried */
export const OTP_VERIFY_LIMIT_MESSAGE = 'OTP cannot be verified. Please try again later.';
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a bit and try again.';

/** The error codes of the refusals (besides SPEC §8's otp_limit). */
export const LimitCode = {
  otpLimit: 'otp_limit',
  otpVerifyLimit: 'otp_verify_limit',
  rateLimited: 'rate_limited',
} as const;

export { LIMIT_DEFAULTS, type LimitSettings } from './settings';

export type Refusal = (retryAfter: number) => ApiError;
export const refusal =
  (code: string, message: string): Refusal =>
  (retryAfter) =>
    new ApiError(429, code, message, { retry_after: retryAfter });

const RULES = {
  otpSendsPerAddress: {
    setting: 'otpSendsPerAddressPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.otpLimit, OTP_LIMIT_MESSAGE),
  },
  otpVerifiesPerAddress: {
    setting: 'otpVerifiesPerAddressPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.otpVerifyLimit, OTP_VERIFY_LIMIT_MESSAGE),
  },
  otpVerifiesPerTarget: {
    setting: 'otpVerifiesPerTargetPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.otpVerifyLimit, OTP_VERIFY_LIMIT_MESSAGE),
  },
  loginsPerAddress: {
    setting: 'loginsPerAddressPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  billsPerAddress: {
    setting: 'billsPerAddressPerMinute',
    seconds: 60,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  ordersPerAddress: {
    setting: 'ordersPerAddressPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  ordersPerUser: {
    setting: 'ordersPerUserPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  voucherMissesPerUser: {
    setting: 'voucherMissesPerUserPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  orderLookupsPerAddress: {
    setting: 'orderLookupsPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
  orderLookupsPerNumber: {
    setting: 'orderLookupsPerHour',
    seconds: 3600,
    refuse: refusal(LimitCode.rateLimited, RATE_LIMIT_MESSAGE),
  },
} as const satisfies Record<string, { setting: keyof LimitSettings; seconds: number; refuse: Refusal }>;

export type LimitName = keyof typeof RULES;

/** A counted request: `refund` gives its point back (the costly thing did not happen after all). */
export interface Taken {
  refund(): Promise<void>;
}

const NOTHING_TAKEN: Taken = { refund: async () => undefined };

/** The client address of a platform request (see the head of this module), or null. */
export function clientAddress(request: Request): string | null {
  const value = request.headers.get('x-client-address')?.trim();
  return value ? value.slice(0, 100) : null;
}

/**
 * The store client RateLimiterPostgres talks to (it calls `query({text, values})` and reads `rows` and
 * `rowCount`), on the platform's Kysely: PostgreSQL's pool or the embedded database, whichever it runs on.
 */
function storeClient(db: Kysely<DB>) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

/** Keys hold no phone, email or address in clear, and fit the table's key column however long the value. */
function keyOf(value: string | number): string {
  return createHash('sha256').update(String(value)).digest('base64url');
}

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * One limit: `points` requests of a key in a fixed window of `seconds`, counted in the rate_limits table by
 * rate-limiter-flexible (one atomic upsert, so bursts on several instances are counted exactly).
 */
export class Window {
  constructor(
    private readonly limiter: RateLimiterPostgres,
    private readonly refuse: Refusal,
    private readonly used: () => void,
  ) {}

  /** Counts one request of `key`; the refusal (429 with Retry-After) when the window's points are spent. */
  async take(key: string | number | null): Promise<Taken> {
    if (key === null || key === '') return NOTHING_TAKEN;
    this.used();
    const rlKey = keyOf(key);
    try {
      await this.limiter.consume(rlKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        // a refused request is not counted: the count stays what was let through
        await this.limiter.reward(rlKey).catch(() => undefined);
        throw this.refuse(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
    return { refund: () => this.limiter.reward(rlKey).then(() => undefined) };
  }

  /** Forgets `key`'s count (the thing it guarded is over: a one-time code used up ends its resend wait). */
  async forget(key: string | number): Promise<void> {
    await this.limiter.delete(keyOf(key));
  }
}

export class Limits {
  private readonly windows = new Map<string, Window>();
  private readonly client;
  private lastPrune = 0;

  constructor(
    private readonly db: Kysely<DB>,
    readonly settings: LimitSettings,
  ) {
    this.client = storeClient(db);
    for (const [name, rule] of Object.entries(RULES) as [LimitName, (typeof RULES)[LimitName]][]) {
      this.window(name, settings[rule.setting], rule.seconds, rule.refuse);
    }
  }

  /**
   * The limit `name` of `points` in `seconds` (made once; a name keeps its first numbers), or null when it is
   * off (0 points or seconds). For limits whose numbers are not LIMIT_* settings: the one-time codes' own.
   */
  window(name: string, points: number, seconds: number, refuse: Refusal): Window | null {
    const made = this.windows.get(name);
    if (made) return made;
    if (!(points > 0) || !(seconds > 0)) return null;
    const limiter = new RateLimiterPostgres({
      storeClient: this.client,
      storeType: 'pool',
      tableName: 'rate_limits',
      // made by the migration: no instance creates it at start-up
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points,
      duration: seconds,
    });
    const window = new Window(limiter, refuse, () => this.prune());
    this.windows.set(name, window);
    return window;
  }

  /**
   * Counts one request of `key` (a client address, a phone number, an email address, a user id) against
   * `name`; 429 with Retry-After when the window's points are spent. A null key is not counted.
   */
  take(name: LimitName, key: string | number | null): Promise<Taken> {
    return this.windows.get(name)?.take(key) ?? Promise.resolve(NOTHING_TAKEN);
  }

  /** Counts a request against several limits; when one refuses, the points taken by the others are given back. */
  async takeAll(entries: [LimitName | Window | null, string | number | null][]): Promise<Taken> {
    const taken: Taken[] = [];
    try {
      for (const [limit, key] of entries) {
        if (limit === null) continue;
        taken.push(await (typeof limit === 'string' ? this.take(limit, key) : limit.take(key)));
      }
    } catch (error) {
      await Promise.all(taken.map((t) => t.refund()));
      throw error;
    }
    return { refund: async () => void (await Promise.all(taken.map((t) => t.refund()))) };
  }

  /** Runs `work` counted against `name`; a refusal of the work itself (any ApiError) gives the point back. */
  async counted<T>(name: LimitName, key: string | number | null, work: () => Promise<T>): Promise<T> {
    const taken = await this.take(name, key);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) await taken.refund();
      throw error;
    }
  }

  /** For the checkout: one order placement of a customer from an address (both limits). */
  order(input: { address: string | null; userId: number | null }): Promise<Taken> {
    return this.takeAll([
      ['ordersPerAddress', input.address],
      ['ordersPerUser', input.userId],
    ]);
  }

  /** Drops counters whose window ended an hour ago (at most every ten minutes per instance; never fails a request). */
  private prune(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    sql`delete from rate_limits where expire < ${now - 3_600_000}`.execute(this.db).catch(() => undefined);
  }
}

export function createLimits(db: Kysely<DB>, settings: Partial<LimitSettings> = {}): Limits {
  return new Limits(db, { ...LIMIT_DEFAULTS, ...settings });
}
