// When a new code may be asked for (SPEC §9's resend timer), as the server renders it: the clock time without
// JavaScript, the seconds left with it, in a timer that a screen reader is not told about each second.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ResendNote } from '~/components/ResendTimer';
import { i18nFor } from '~/i18n/instances.server';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18nFor('en')}>{node}</I18nextProvider>);

describe('ResendNote', () => {
  const resendAt = Date.UTC(2026, 11, 2, 5, 30, 0);

  it('is a timer, not a live region, with the seconds left once the page runs', () => {
    const html = render(<ResendNote resendAt={resendAt} left={42} hydrated />);
    expect(html).toBe('<p class="hint" role="timer" aria-live="off">You can ask for a new code in 42 s</p>');
  });

  it('says the clock time without JavaScript, and nothing once a code may be asked for', () => {
    expect(render(<ResendNote resendAt={resendAt} left={42} hydrated={false} />)).toMatch(
      /^<p class="hint" role="timer" aria-live="off">You can ask for a new code at \d{1,2}:\d{2}:\d{2}/,
    );
    expect(render(<ResendNote resendAt={resendAt} left={0} hydrated />)).toBe('');
  });
});
