// What an order message says (issue 27; ADR 0033), in the order's language — the platform's own texts
// (`message.*` keys, server/platform/i18n, as the pushes' `push.*`): one sentence for the change, and the link
// to the order page.
import type { Language } from '../../../app/i18n/languages';
import { platformT } from '../i18n/texts';
import type { MessageEvent } from './queue';

export interface OrderMessageText {
  subject: string;
  body: string;
}

export function orderMessageText(
  event: MessageEvent,
  lng: Language,
  values: { id: string; branch: string; link: string },
): OrderMessageText {
  const t = platformT(lng);
  return {
    subject: t('message.subject', values),
    body: `${t(`message.event.${event}`, values)}\n\n${t('message.open', values)}`,
  };
}
