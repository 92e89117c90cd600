// `/dev/outbox` (DESIGN.md "Embedded defaults are real"): the messages the embedded platform would have
// sent by SMS, WhatsApp, Viber or email, newest first — for demos and tests. Not served in production.
import { json, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { HTML_LANG } from '~/i18n/languages';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { notFound } from '~/utils/request.server';
import { dateFormat } from '~/domain/date-format';

const CHANNELS: Record<string, string> = {
  '1': 'SMS',
  sms: 'SMS',
  '2': 'WhatsApp',
  whatsapp: 'WhatsApp',
  '3': 'Viber',
  viber: 'Viber',
  '4': 'Telegram',
  telegram: 'Telegram',
};

const outboxQuery = z.object({ to: z.string().trim().max(200).catch('') });

interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  code: string;
  /** ISO time, and as text */
  at: string;
  atText: string;
}

export async function loadOutbox(request: Request, context: AppLoadContext) {
  // DESIGN.md: the OTP outbox is shown outside production only. The load context has no production flag
  // of its own; Secure cookies are set exactly when NODE_ENV=production (server/config.ts).
  if (context.secureCookies) throw notFound();
  const { lng, client, t } = await shopRequest(request, context);
  const url = new URL(request.url);
  const { to } = outboxQuery.parse({ to: url.searchParams.get('to') ?? '' });
  const time = dateFormat(HTML_LANG[lng], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  try {
    const { messages } = await client.outbox({ to: to || undefined, limit: 50 });
    return json(
      {
        title: t('outbox.title'),
        to,
        failed: false,
        messages: [...messages]
          .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
          .map((m): OutboxRow => {
            const channel = m.channel.toLowerCase();
            return {
              id: m.id,
              channel: channel === 'email' ? t('outbox.email') : (CHANNELS[channel] ?? m.channel),
              to: m.to,
              subject: m.subject,
              body: m.body,
              code: m.code,
              at: m.created_at,
              atText: Number.isNaN(Date.parse(m.created_at))
                ? m.created_at
                : `${time.format(new Date(m.created_at))} UTC`,
            };
          }),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 404) throw notFound();
    return json({ title: t('outbox.title'), to, failed: true, messages: [] as OutboxRow[] }, { status: 502 });
  }
}
