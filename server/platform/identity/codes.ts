// One-time codes of the identity context (SPEC §5 "OTP", §8 "OTP request" / "OTP verify", §9): a code goes
// out on a channel the number's country allows, not twice within the resend time, not more than a few
// times an hour to one phone or email; a nonce survives a few wrong codes and a right one uses it up.
// The pure helpers and the default numbers are in ./otp.ts.
import { sql, type Selectable } from 'kysely';
import { addMinutes, subHours } from 'date-fns';
import type { z } from 'zod';
import type { nonceSchema, OtpSent } from '../../../app/contract/identity';
import { channelAllowed } from '../../../app/domain/otp-channels';
import type { Language } from '../../../app/i18n/languages';
import type { OtpChallengesTable, OtpPurpose } from '../db/schema';
import { ApiError } from '../http';
import { LimitCode, OTP_LIMIT_MESSAGE, refusal, type Limits, type Window } from '../limits';
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

/** How often expired challenges, refresh tokens and old outbox messages are swept away. */
const PRUNE_EVERY_MINUTES = 10;

/** The key of a code's resend wait: one per purpose, phone or email and customer. */
function cooldownKey(input: { purpose: OtpPurpose; target: string; userId: number | null }): string {
  return `${input.purpose}:${input.userId ?? '-'}:${input.target}`;
}

export class Codes {
  private lastPrune: Date | null = null;
  /** SPEC §9: codes to one phone or email an hour, resends included (OTP_SENDS_PER_HOUR) */
  private readonly sendsPerTarget: Window | null;
  /** SPEC §9 "Resend timer 60 s": no new code for the same purpose, target and customer this soon */
  private readonly cooldown: Window | null;

  constructor(
    private readonly deps: IdentityDeps,
    readonly sender: MessageSender,
    readonly limits: OtpLimits,
    private readonly sessions: Pick<Sessions, 'prune'>,
    private readonly rateLimits: Limits,
  ) {
    this.sendsPerTarget = rateLimits.window(
      'otpSendsPerTarget',
      limits.sendsPerHour,
      3600,
      refusal(LimitCode.otpLimit, OTP_LIMIT_MESSAGE),
    );
    this.cooldown = rateLimits.window('otpCooldown', 1, limits.resendSeconds, tooSoon);
  }

  /** 400 when the number's country does not allow the channel, or the sender cannot deliver on it. */
  checkChannel(region: string | null, channel: OtpChannelId): void {
    if (!channelAllowed(region, channel) || !this.sender.channels.includes(channel)) {
      throw new ApiError(400, 'validation_error', 'otp_msg_method: This channel is not available for this number', {
        otp_msg_method: 'not_available',
      });
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
    // Counted before anything is written, by rate-limiter-flexible's atomic upserts: requests for one number at
    // the same moment, on any instance, are each counted (defect 3 of issue 13: 30 concurrent requests sent 30
    // codes). A code that cannot be sent gives its points back. The sending happens after the commit.
    const taken = await this.rateLimits.takeAll([
      [this.sendsPerTarget, input.target],
      [this.cooldown, cooldownKey(input)],
    ]);
    const code = generateCode(this.limits.length);
    const nonce = newNonce();
    let row;
    try {
      row = await db.transaction().execute(async (trx) => {
        const now = this.deps.now();
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
    } catch (error) {
      await taken.refund();
      throw error;
    }
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
      await taken.refund();
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
    // a used code ends its resend wait: the customer may log in again at once
    await this.cooldown?.forget(cooldownKey({ purpose, target: challenge.target, userId }));
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
