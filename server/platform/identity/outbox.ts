// The embedded message sender (DESIGN.md "Embedded defaults are real implementations"): every code goes to
// the outbox table instead of a phone or a mailbox, and one log line says so. Outside production the
// outbox is readable at {enterprise}/dev/outbox (the demo and the tests read codes there); in production
// the log line carries neither the code nor the whole address.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { channelName } from '../../../app/domain/otp-channels';
import { OtpChannel, type DeliveryReceipt, type MessageSender, type OutgoingMessage } from './providers';

export type IdentityLog = (obj: object, msg: string) => void;

export interface OutboxSenderOptions {
  db: Kysely<DB>;
  now: () => Date;
  log?: IdentityLog;
  /** development / demo: the log line may show the code and the address */
  reveal: boolean;
}

/** "+639171234567" → "+63•••••4567", "ana@example.com" → "a••@example.com" */
export function maskAddress(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}••@${to.slice(at + 1)}`;
  return to.length > 7 ? `${to.slice(0, 3)}•••••${to.slice(-4)}` : '•••';
}

export function createOutboxSender(options: OutboxSenderOptions): MessageSender {
  const { db, now, log, reveal } = options;
  const store = async (channel: string, message: Omit<OutgoingMessage, 'channel'>): Promise<DeliveryReceipt> => {
    const row = await db
      .insertInto('outbox_messages')
      .values({
        channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        code: message.code,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    log?.(
      reveal
        ? { outbox_id: row.id, channel, to: message.to, code: message.code }
        : { outbox_id: row.id, channel, to: maskAddress(message.to) },
      'one-time code stored in the outbox',
    );
    return { id: `outbox-${row.id}`, status: 'stored' };
  };
  return {
    name: 'outbox',
    channels: [OtpChannel.SMS, OtpChannel.WHATSAPP, OtpChannel.VIBER, OtpChannel.TELEGRAM],
    send: (message) => store(channelName(message.channel), message),
    sendEmail: (message) => store('email', message),
  };
}

/** The codes the outbox "delivered", newest first, optionally to one address (the development listing). */
export async function listOutbox(db: Kysely<DB>, input: { to?: string; limit: number }) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(input.limit);
  if (input.to) query = query.where('recipient', '=', input.to);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    created_at: r.created_at.toISOString(),
  }));
}
