// The production message sender: Infobip's public HTTP API for SMS, WhatsApp and Viber one-time codes,
// and email verification. Tests answer it with msw (DESIGN.md "Production adapters are tested against msw").
//
//   POST {baseUrl}/sms/2/text/advanced       {messages: [{destinations: [{to}], from, text}]}
//   POST {baseUrl}/whatsapp/1/message/text   {from, to, content: {text}}
//   POST {baseUrl}/viber/2/messages          {messages: [{sender, destinations: [{to}], content: {type: 'TEXT', text}}]}
//   POST {baseUrl}/email/3/send              multipart form: from, to, subject, text
//
// Every request carries `Authorization: App {apiKey}`. Phone numbers travel as digits without the leading
// '+'. Failures throw Error('infobip: …') whose message never holds the API key, the code or the text.
import { z } from 'zod';
import { fetchJson, HttpError } from '../../http/outbound';
import {
  OtpChannel,
  type DeliveryReceipt,
  type MessageSender,
  type OtpChannelId,
  type OutgoingMessage,
} from '../providers';

export interface InfobipOptions {
  /** the account's base URL, e.g. https://xyz123.api.infobip.com (a bare host gets https://) */
  baseUrl: string;
  apiKey: string;
  /** SMS sender: an alphanumeric sender id or a number */
  smsSender: string;
  /** the registered WhatsApp Business number */
  whatsappSender: string;
  /** the Viber Business sender */
  viberSender: string;
  /** verified sender address for email; without it sendEmail throws */
  emailFrom?: string;
  fetch?: typeof fetch;
  /** per request; default 5 s */
  timeoutMs?: number;
}

export const INFOBIP_PATHS = {
  sms: '/sms/2/text/advanced',
  whatsapp: '/whatsapp/1/message/text',
  viber: '/viber/2/messages',
  email: '/email/3/send',
} as const;

const statusSchema = z.object({ groupName: z.string(), name: z.string().optional() });
const sentSchema = z.object({ messageId: z.string(), status: statusSchema });
/** SMS, Viber and email answer a bulk; WhatsApp answers the one message. */
const bulkSchema = z.object({ messages: z.array(sentSchema).min(1) });

const CHANNELS: readonly OtpChannelId[] = [OtpChannel.SMS, OtpChannel.WHATSAPP, OtpChannel.VIBER];

/** Infobip's status groups that mean the message was not accepted (PENDING, DELIVERED… were). */
const REFUSED_GROUPS = new Set(['REJECTED', 'UNDELIVERABLE', 'EXPIRED']);

class InfobipError extends Error {
  constructor(reason: string) {
    super(`infobip: ${reason}`);
    this.name = 'InfobipError';
  }
}

/** Phone numbers as Infobip wants them: digits only, no leading '+'. */
export function infobipNumber(e164: string): string {
  const digits = e164.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(digits)) throw new InfobipError('invalid phone number');
  return digits;
}

/** A numeric sender loses its '+' too; an alphanumeric sender id is left alone. */
function senderId(sender: string): string {
  return /^\+?[\d\s-]+$/.test(sender) ? sender.replace(/[^\d]/g, '') : sender;
}

function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A short, safe token from Infobip's error body (e.g. UNAUTHORIZED, BAD_REQUEST), never its free text. */
function errorId(body: unknown): string | null {
  const error = (
    body as {
      requestError?: { serviceException?: { messageId?: unknown }; policyException?: { messageId?: unknown } };
    } | null
  )?.requestError;
  const id = error?.serviceException?.messageId ?? error?.policyException?.messageId;
  return typeof id === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(id) ? id : null;
}

/** Infobip's words for a failed call. */
function failureOf(error: HttpError): InfobipError {
  switch (error.failure) {
    case 'timeout':
      return new InfobipError('timeout');
    case 'unreachable':
      return new InfobipError('network error');
    case 'not_json':
      return new InfobipError('malformed answer');
    case 'status': {
      const id = errorId(error.body);
      return new InfobipError(id ? `HTTP ${error.status} ${id}` : `HTTP ${error.status}`);
    }
  }
}

export function createInfobipSender(options: InfobipOptions): MessageSender {
  if (!options.apiKey) throw new Error('infobip: an API key is needed');
  if (!options.baseUrl) throw new Error('infobip: a base URL is needed');
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function post(path: string, body: BodyInit, contentType?: string): Promise<unknown> {
    const headers: Record<string, string> = { Authorization: `App ${options.apiKey}`, Accept: 'application/json' };
    // multipart bodies get their content type (with the boundary) from fetch
    if (contentType) headers['Content-Type'] = contentType;
    try {
      return (await fetchJson(`${baseUrl}${path}`, { method: 'POST', headers, body, timeoutMs, fetch: options.fetch }))
        .body;
    } catch (error) {
      throw error instanceof HttpError ? failureOf(error) : error;
    }
  }

  function receipt(sent: z.infer<typeof sentSchema>): DeliveryReceipt {
    const group = sent.status.groupName;
    if (REFUSED_GROUPS.has(group)) {
      const name = sent.status.name && /^[A-Z0-9_]{1,64}$/.test(sent.status.name) ? ` ${sent.status.name}` : '';
      throw new InfobipError(`${group}${name}`);
    }
    return { id: sent.messageId, status: group };
  }

  function fromBulk(answer: unknown): DeliveryReceipt {
    const parsed = bulkSchema.safeParse(answer);
    if (!parsed.success) throw new InfobipError('malformed answer');
    return receipt(parsed.data.messages[0]!);
  }

  const json = (value: unknown) => JSON.stringify(value);
  const JSON_TYPE = 'application/json';

  return {
    name: 'infobip',
    channels: CHANNELS,

    async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
      switch (message.channel) {
        case OtpChannel.SMS: {
          const body = {
            messages: [
              {
                destinations: [{ to: infobipNumber(message.to) }],
                from: senderId(options.smsSender),
                text: message.body,
              },
            ],
          };
          return fromBulk(await post(INFOBIP_PATHS.sms, json(body), JSON_TYPE));
        }
        case OtpChannel.WHATSAPP: {
          const body = {
            from: senderId(options.whatsappSender),
            to: infobipNumber(message.to),
            content: { text: message.body },
          };
          const parsed = sentSchema.safeParse(await post(INFOBIP_PATHS.whatsapp, json(body), JSON_TYPE));
          if (!parsed.success) throw new InfobipError('malformed answer');
          return receipt(parsed.data);
        }
        case OtpChannel.VIBER: {
          const body = {
            messages: [
              {
                sender: senderId(options.viberSender),
                destinations: [{ to: infobipNumber(message.to) }],
                content: { type: 'TEXT', text: message.body },
              },
            ],
          };
          return fromBulk(await post(INFOBIP_PATHS.viber, json(body), JSON_TYPE));
        }
        default:
          throw new InfobipError(`channel ${String(message.channel)} is not offered`);
      }
    },

    async sendEmail(message: Omit<OutgoingMessage, 'channel'>): Promise<DeliveryReceipt> {
      if (!options.emailFrom) throw new InfobipError('email is not configured');
      const form = new FormData();
      form.append('from', options.emailFrom);
      form.append('to', message.to);
      form.append('subject', message.subject ?? message.body.split('\n', 1)[0]!.slice(0, 120));
      form.append('text', message.body);
      return fromBulk(await post(INFOBIP_PATHS.email, form));
    },
  };
}
