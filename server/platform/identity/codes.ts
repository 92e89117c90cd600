// One-time codes of the identity context (SPEC §5 "OTP", §8 "OTP request" / "OTP verify", §9): a code goes
// out on a channel the number's country allows, not twice within the resend time, not more than a few
// times an hour to one phone or email; a nonce survives a few wrong codes and a right one uses it up.
// The pure helpers and the default numbers are in ./otp.ts.
import { sql, type Kysely, type Selectable } from 'kysely';
import { addMinutes, addSeconds, differenceInSeconds, subHours, subSeconds } from 'date-fns';
import type { z } from 'zod';
import type { nonceSchema, OtpSent } from '../../../app/contract/identity';
import { channelAllowed } from '../../../app/domain/otp-channels';
import type { Language } from '../../../app/i18n/languages';
import type { DB, OtpChallengesTable, OtpPurpose } from '../db/schema';
import { ApiError } from '../http';
import { LimitCode, OTP_LIMIT_MESSAGE, type Limits } from '../limits';
import { codeMessage } from './messages';
import {
  type OTP_DEFAULTS,
  challengeState,
  codeMatches,
  expiryOf,
  generateCode,
  hashCode,
  hashSecret,
  newNonce,
  secondsUntilResend,
} from './otp';
import type { MessageSender, OtpChannelId } from './providers';
import type { Sessions } from './sessions';
import type { IdentityDeps } from './users';

export { OTP_LIMIT_MESSAGE } from '../limits';
export const OTP_INVALID_MESSAGE = 'OTP cannot be verified. Please try again.';

export type OtpLimits = {
  -readonly [K in keyof typeof OTP_DEFAULTS]: number;
};

export type Challenge = Selectable<OtpChallengesTable>;

/** A code that went out: the nonce the customer holds, and when the code stops working. */
export interface SentCode {
  nonce: string;
  expiresAt: Date;
}

export function invalidNonce(reason: 'expired' | 'unknown' | 'too_many_attempts'): ApiError {
  const message =
    reason === 'too_many_attempts'
      ? 'Too many wrong codes. Please request a new code.'
      : reason === 'expired'
        ? 'This code has expired. Please request a new code.'
        : 'This code request is unknown. Please request a new code.';
  return new ApiError(400, 'invalid_nonce', message, { nonce: reason });
}

/** 400: a resend names another phone number than the code request. */
export function phoneMismatch(): ApiError {
  return new ApiError(400, 'validation_error', 'phone: does not match the code request', { phone: 'mismatch' });
}

function tooSoon(seconds: number): ApiError {
  return new ApiError(429, 'otp_too_soon', `Please wait ${seconds} seconds before requesting another code.`, {
    retry_after: seconds,
  });
}

/** The seed of the advisory lock a code's target is held by while its limits are checked (see `send`). */
const OTP_LOCK_SEED = 724020;

/** How often expired challenges, refresh tokens and old outbox messages are swept away. */
const PRUNE_EVERY_MINUTES = 10;

export class Codes {
  private lastPrune: Date | null = null;

  constructor(
    private readonly deps: IdentityDeps,
    readonly sender: MessageSender,
    readonly limits: OtpLimits,
    private readonly sessions: Pick<Sessions, 'prune'>,
    private readonly rateLimits: Limits,
  ) {}

  /** 400 when the number's country does not allow the channel, or the sender cannot deliver on it. */
  checkChannel(region: string | null, channel: OtpChannelId): void {
    if (!channelAllowed(region, channel) || !this.sender.channels.includes(channel)) {
      throw new ApiError(400, 'validation_error', 'otp_msg_method: This channel is not available for this number', {
        otp_msg_method: 'not_available',
      });
    }
  }

  /**
   * SPEC §9: a live code for the same target and purpose went out less than the resend time ago. Read in
   * the transaction that holds the target's lock (`send`).
   */
  private async checkCooldown(
    trx: Kysely<DB>,
    input: { purpose: OtpPurpose; target: string; userId: number | null },
    now: Date,
  ): Promise<void> {
    let query = trx
      .selectFrom('otp_challenges')
      .select('last_sent_at')
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .where('consumed_at', 'is', null)
      .where('last_sent_at', '>', subSeconds(now, this.limits.resendSeconds))
      .orderBy('last_sent_at', 'desc')
      .limit(1);
    query = input.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', input.userId);
    const recent = await query.executeTakeFirst();
    if (recent) {
      const wait = secondsUntilResend(recent.last_sent_at, now, this.limits.resendSeconds);
      if (wait > 0) throw tooSoon(wait);
    }
  }

  /** The sends (resends included) to one phone or email within the last hour (in the locked transaction). */
  private async checkHourlyLimit(trx: Kysely<DB>, target: string, now: Date): Promise<void> {
    const row = await trx
      .selectFrom('otp_challenges')
      .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('first')])
      .where('target', '=', target)
      .where('created_at', '>', subHours(now, 1))
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= this.limits.sendsPerHour) {
      const first = row.first ? new Date(row.first) : now;
      const retry = Math.max(1, differenceInSeconds(addSeconds(first, 3600), now, { roundingMethod: 'ceil' }));
      throw new ApiError(429, LimitCode.otpLimit, OTP_LIMIT_MESSAGE, { retry_after: retry });
    }
  }

  /** Drops challenges and refresh tokens nobody can use any more, and week-old outbox messages (at most every ten minutes). */
  private async prune(now: Date): Promise<void> {
    if (this.lastPrune && now < addMinutes(this.lastPrune, PRUNE_EVERY_MINUTES)) return;
    this.lastPrune = now;
    const { db } = this.deps;
    await db.deleteFrom('otp_challenges').where('created_at', '<', subHours(now, 24)).execute();
    await this.sessions.prune(now);
    await db
      .deleteFrom('outbox_messages')
      .where('created_at', '<', subHours(now, 7 * 24))
      .execute();
  }

  /**
   * Sends a new code for `target` and stores its challenge; `replaces` (a resend) stops working once the
   * new code is out. A sender failure leaves nothing behind and answers 503.
   */
  async send(input: {
    purpose: OtpPurpose;
    userId: number | null;
    target: string;
    region: string | null;
    channel: OtpChannelId | null;
    lng: Language;
    brand?: string | null;
    replaces?: number;
  }): Promise<SentCode> {
    const { db, log } = this.deps;
    await this.prune(this.deps.now());
    const code = generateCode(this.limits.length);
    const nonce = newNonce();
    // Check and insert under the target's lock: requests for one number at the same moment, on any
    // instance, are checked one after the other, each seeing the codes the others sent (defect 3 of
    // issue 13: 30 concurrent requests sent 30 codes). The sending itself happens after the commit.
    const row = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${input.target}, ${OTP_LOCK_SEED}))`.execute(trx);
      const now = this.deps.now();
      await this.checkHourlyLimit(trx, input.target, now);
      await this.checkCooldown(trx, input, now);
      if (input.replaces !== undefined) {
        const replaced = await trx
          .selectFrom('otp_challenges')
          .select('consumed_at')
          .where('id', '=', input.replaces)
          .executeTakeFirst();
        if (!replaced || replaced.consumed_at) throw invalidNonce('expired');
      }
      const expiresAt = expiryOf(now, this.limits.ttlSeconds);
      const inserted = await trx
        .insertInto('otp_challenges')
        .values({
          nonce_hash: hashSecret(nonce),
          purpose: input.purpose,
          user_id: input.userId,
          target: input.target,
          region: input.region,
          channel: input.channel,
          code_hash: hashCode(this.deps.secret, nonce, code),
          expires_at: expiresAt,
          last_sent_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: inserted.id, now, expiresAt };
    });
    const { now, expiresAt } = row;
    const text = codeMessage(input.lng, code, {
      brand: input.brand,
      minutes: Math.round(this.limits.ttlSeconds / 60),
    });
    try {
      if (input.channel === null) {
        await this.sender.sendEmail({ to: input.target, body: text.body, subject: text.subject, code });
      } else {
        await this.sender.send({ channel: input.channel, to: input.target, body: text.body, code });
      }
    } catch (error) {
      await db.deleteFrom('otp_challenges').where('id', '=', row.id).execute();
      log(
        { sender: this.sender.name, channel: input.channel ?? 'email', err: (error as Error)?.message },
        'one-time code could not be sent',
      );
      throw new ApiError(503, 'otp_delivery_failed', 'The code could not be sent. Please try again.');
    }
    if (input.replaces !== undefined) {
      await db
        .updateTable('otp_challenges')
        .set({ consumed_at: now })
        .where('id', '=', input.replaces)
        .where('consumed_at', 'is', null)
        .execute();
    }
    return { nonce, expiresAt };
  }

  private async byNonce(nonce: string): Promise<Challenge | undefined> {
    return this.deps.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('nonce_hash', '=', hashSecret(nonce))
      .executeTakeFirst();
  }

  /** The challenge of `nonce` for a resend: known, of this purpose and user, not used (expired is fine). */
  async forResend(nonce: string, purpose: OtpPurpose, userId: number | null): Promise<Challenge> {
    const challenge = await this.byNonce(nonce);
    if (!challenge || challenge.purpose !== purpose || challenge.user_id !== userId) throw invalidNonce('unknown');
    if (challenge.consumed_at) throw invalidNonce('expired');
    const wait = secondsUntilResend(challenge.last_sent_at, this.deps.now(), this.limits.resendSeconds);
    if (wait > 0) throw tooSoon(wait);
    return challenge;
  }

  /**
   * Checks a code: each try counts, the fifth wrong one kills the nonce, a right one uses it up. Answers
   * the challenge, or 400 invalid_otp / invalid_nonce.
   */
  async verify(nonce: string, code: string, purpose: OtpPurpose, userId: number | null): Promise<Challenge> {
    const { db } = this.deps;
    const { maxAttempts } = this.limits;
    const challenge = await this.byNonce(nonce);
    if (!challenge || challenge.purpose !== purpose || challenge.user_id !== userId) throw invalidNonce('unknown');
    const now = this.deps.now();
    const state = challengeState(challenge, now, maxAttempts);
    if (state !== 'live') throw invalidNonce(state === 'too_many_attempts' ? 'too_many_attempts' : 'expired');
    // beside five tries per code: a few codes' worth of tries per phone or email an hour, on every instance
    await this.rateLimits.take('otpVerifiesPerTarget', challenge.target);
    const counted = await db
      .updateTable('otp_challenges')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', challenge.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) throw invalidNonce('too_many_attempts');
    if (!codeMatches(this.deps.secret, nonce, code, challenge.code_hash)) {
      throw new ApiError(400, 'invalid_otp', OTP_INVALID_MESSAGE, {
        otp: 'invalid',
        attempts_left: Math.max(0, maxAttempts - counted.attempts),
      });
    }
    const used = await db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('id', '=', challenge.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw invalidNonce('expired');
    return challenge;
  }

  /** The answer of signup/phone and otp/resend (app/contract/identity.ts `OtpSent`). */
  otpSent(sent: SentCode, registered: boolean): OtpSent {
    return {
      otp_nonce: sent.nonce,
      registered,
      resend_after: this.limits.resendSeconds,
      expires_at: sent.expiresAt.toISOString(),
      access_token: null,
      user: null,
    };
  }

  /** The answer of the phone and email verification sends (a nonce and the resend time). */
  nonceSent(sent: SentCode): z.infer<typeof nonceSchema> {
    return { otp_nonce: sent.nonce, resend_after: this.limits.resendSeconds };
  }
}
