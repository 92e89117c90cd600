// The one refusal shape (issue 25 item 2): refuse() answers { refusal } with its status, and the page words it —
// keys with their values (a count picks the plural), the platform's own text for an error code the shop has no
// words for, the generic text for anything else. The account forms' refusals are keys too (refusalMessage).
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { FormMessage } from '~/components/forms/fields';
import { refusalMessage } from '~/features/account/account-errors.server';
import { i18nFor } from '~/i18n/instances.server';
import { message } from '~/utils/form-messages';
import { platformRefusal, refusalOf, scheduleRefusal, type Refusal } from '~/utils/refusal';
import { refuse } from '~/utils/refusal.server';
import { rootLoader } from '~/utils/root-loader.server';

const render = (node: React.ReactNode, lng: 'en' | 'ja' = 'en') =>
  renderToStaticMarkup(<I18nextProvider i18n={i18nFor(lng)}>{node}</I18nextProvider>);
const said = (refusal: Refusal, lng: 'en' | 'ja' = 'en') =>
  render(<RefusalMessage refusal={refusal} />, lng).replace(/<[^>]+>/g, '');

describe('refuse', () => {
  it('answers the status with { refusal } and what else the page needs', async () => {
    const response = refuse(409, { key: 'cart.otherBrand', field: 'confirmClear' }, { extra: { lineId: 'l1' } });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toEqual({ refusal: { key: 'cart.otherBrand', field: 'confirmClear' }, lineId: 'l1' });
    expect(refusalOf(body)).toEqual({ key: 'cart.otherBrand', field: 'confirmClear' });
    expect(refusalOf({ result: {} })).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });

  it("is the shape of the root's refused language too, so its error page says which (not the generic words)", async () => {
    const thrown = await rootLoader({
      request: new Request('http://shop.test/?lng=xx'),
      context: {} as never,
      params: {},
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(400);
    const refusal = refusalOf(await response.json());
    expect(refusal).toEqual({ key: 'error.unsupportedLanguage' });
    expect(said(refusal!)).toBe('This language is not available. Please choose another one from the menu.');
  });
});

describe('RefusalMessage', () => {
  it('words a key with its values, the plural from its count, read out as an alert', () => {
    const html = render(<RefusalMessage refusal={{ key: 'brand.busy', values: { count: 1 } }} />);
    expect(html).toBe(
      '<p class="form-message" role="alert">This restaurant is not accepting orders now. Try again in 1 minute.</p>',
    );
    expect(said({ key: 'brand.busy', values: { count: 5 } })).toMatch(/in 5 minutes\.$/);
    expect(said({ key: 'brand.busy', values: { count: 5 } }, 'ja')).not.toMatch(/restaurant/);
    expect(render(<RefusalMessage refusal={null} />)).toBe('');
  });

  it('says the platform’s text for a code the shop has no words for, else the generic text', () => {
    expect(said(platformRefusal('order_not_cancellable', 'Order already accepted', 'error.text'))).toBe(
      'Order already accepted',
    );
    expect(said(platformRefusal('http_error', '', 'bill.generic'))).toBe(said({ key: 'bill.generic' }));
    expect(said({ key: 'no.such.key' })).toBe('Something went wrong. Please try again later.');
  });

  it('words the platform’s common codes in the customer’s language, not the platform’s English', () => {
    const limited = platformRefusal('rate_limited', 'Too many requests. Please wait a bit and try again.', 'x');
    expect(said(limited)).toBe('Too many requests. Please wait a bit and try again.');
    expect(said(limited, 'ja')).toBe('リクエストが多すぎます。少し待ってからもう一度お試しください。');
    const kind = refusalMessage(
      { kind: 'other', code: 'order_type_unavailable', text: 'order_type: this branch does not take it' },
      'login.generic',
    );
    expect(render(<FormMessage text={kind} />, 'ja').replace(/<[^>]+>/g, '')).toBe(
      'このレストランでは現在この注文方法を受け付けていません。別の方法を選んでください。',
    );
    // a refusal whose text says what exactly happened (an accepted order's cancel) keeps the platform's words
    expect(said(platformRefusal('invalid_transition', 'An order that is accepted cannot be cancelled', 'x'))).toBe(
      'An order that is accepted cannot be cancelled',
    );
  });

  it('words a refused schedule as the options sheet and the bill both say it', () => {
    expect(said(scheduleRefusal({ code: 'too_soon', minutes: 30 }))).toBe(
      'Must be greater than 30 min from current time',
    );
    expect(scheduleRefusal({ code: 'closed' })).toEqual({ key: 'schedule.closed' });
  });
});

describe('the account forms’ refusals as keys', () => {
  const form = (text: string) => render(<FormMessage text={text} />).replace(/<[^>]+>/g, '');

  it('are worded by the page, in its language', () => {
    expect(refusalMessage({ kind: 'otpLimit' }, 'login.generic')).toBe('login.otpLimit');
    expect(form(refusalMessage({ kind: 'otpLimit' }, 'login.generic'))).toBe(
      'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel',
    );
    expect(render(<FormMessage text="login.otpLimit" />, 'ja')).not.toMatch(/maximum limit/);
  });

  it('an unknown code says the platform’s text, none says the fallback', () => {
    const other = refusalMessage({ kind: 'other', code: 'validation_error', text: 'email: Enter a valid email' }, 'x');
    expect(form(other)).toBe('email: Enter a valid email');
    expect(form(refusalMessage({ kind: 'other', code: 'http_error', text: null }, 'login.signupFailed'))).toBe(
      'Signup failed! Please try again!',
    );
  });

  it('a value that is no key (a time) is said as it is', () => {
    expect(form(message('profile.resendAt', { time: '12:34' }))).toBe('Resend available at 12:34');
  });
});
