// SPEC §2 "Card sheets for three providers (TapPay, Stripe, Xendit)", §4 check 12, §5 "Card form (Xendit)":
// the card goes from these fields to the provider in the browser; the shop's form posts only the provider's
// token (PCI SAQ-A). The providers' libraries need JavaScript: without it the sheet says so and offers the
// other methods.
import { Link, useActionData, useSubmit } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Field } from '~/components/forms/fields';
import { Sheet } from '~/components/shell';
import {
  CARD_LIMITS,
  cardFormIssues,
  cardIssueKey,
  formatCardNumber,
  formatExpiry,
  type CardBrand,
  type CardIssue,
} from '~/domain/cards';
import type { CardSheetData } from '~/features/checkout/card-sheet.server';
import { stripeCard, tapPayFields, xenditToken, type CardTokenResult } from './card-providers';
import type { Refused } from '~/utils/refusal';

const PROVIDER_NAMES = { stripe: 'Stripe', xendit: 'Xendit', tappay: 'TapPay' } as const;

export function CardSheet({
  card,
  closeTo,
  action,
  payFlow = false,
}: {
  card: CardSheetData;
  closeTo: string;
  action?: string;
  /** opened by Pay: once the card is taken, the pay goes on (SPEC §4) */
  payFlow?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const answer = useActionData<Partial<Refused>>();
  const submit = useSubmit();
  const [problem, setProblem] = useState<string | null>(null);
  const sep = closeTo.includes('?') ? '&' : '?';
  const other = (
    <Link to={`${closeTo}${sep}sheet=payment`} className="button" replace>
      {t('cardSheet.changeMethod')}
    </Link>
  );
  /** the token to the shop: a plain post of the provider's answer, never the card */
  const send = (result: CardTokenResult) => {
    const form = new FormData();
    form.set('intent', 'card');
    form.set('token', result.token);
    if (result.authenticationId) form.set('authenticationId', result.authenticationId);
    form.set('brand', result.brand);
    if (result.suffix) form.set('suffix', result.suffix);
    // the providers' fields run only with JavaScript
    form.set('js', '1');
    if (payFlow) form.set('continue', 'pay');
    submit(form, { method: 'post', action, replace: true });
  };
  const failed = (error: unknown) =>
    setProblem(error instanceof Error && error.message ? error.message : t('cardSheet.failed'));

  return (
    <Sheet title={t('cardSheet.title')} closeTo={closeTo}>
      <div className="stack">
        <p>{t('cardSheet.secure', { provider: PROVIDER_NAMES[card.gateway] })}</p>
        {card.unavailable ? (
          <p role="alert">{t('cardSheet.unavailable')}</p>
        ) : hydrated ? (
          card.gateway === 'xendit' && card.xendit ? (
            <XenditFields card={card} publicKey={card.xendit.publicKey} onToken={send} onError={failed} />
          ) : card.gateway === 'tappay' && card.tappay ? (
            <TapPayFields keys={card.tappay} onToken={send} onError={failed} />
          ) : card.gateway === 'stripe' && card.stripe ? (
            <StripeFields keys={card.stripe} onToken={send} onError={failed} />
          ) : null
        ) : (
          <p role="alert">{t('cardSheet.needsJs')}</p>
        )}
        {problem || answer?.refusal?.field === 'card' ? (
          <p role="alert" className="field__error">
            {t('cardSheet.failed')} {problem && problem !== t('cardSheet.failed') ? `(${problem})` : ''}
          </p>
        ) : null}
        <div className="sheet-actions">{other}</div>
      </div>
    </Sheet>
  );
}

type Fields = { onToken: (r: CardTokenResult) => void; onError: (e: unknown) => void };

/** SPEC §5 "Card form (Xendit)": our fields, checked with the SPEC texts, tokenised by Xendit.js; 3-D Secure in a frame. */
function XenditFields({ card, publicKey, onToken, onError }: Fields & { card: CardSheetData; publicKey: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ number: '', expiry: '', cvv: '' });
  const [issues, setIssues] = useState<Partial<Record<'number' | 'expiry' | 'cvv', CardIssue>>>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const check = () => {
    const found = cardFormIssues(values, { accepted: card.accepted as CardBrand[], now: new Date() });
    setIssues(found);
    return Object.keys(found).length === 0;
  };
  const field = (
    name: 'number' | 'expiry' | 'cvv',
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field
      label={label}
      errors={issues[name] ? [cardIssueKey(issues[name]!)] : null}
      inputProps={{
        ...props,
        // no name: the card never goes into a form post
        id: `${id}-${name}`,
        value: values[name],
        onChange: (e) => {
          const raw = e.target.value;
          const value = name === 'number' ? formatCardNumber(raw) : name === 'expiry' ? formatExpiry(raw) : raw;
          setValues((v) => ({ ...v, [name]: value }));
        },
      }}
    />
  );
  return (
    <TokenForm
      ready
      noValidate
      onToken={onToken}
      onError={onError}
      take={() =>
        check()
          ? xenditToken(publicKey, values, {
              amount: card.amount,
              currency: card.currency,
              multipleUse: card.multipleUse,
              onChallenge: setChallenge,
            })
          : null
      }
    >
      {field('number', t('cardSheet.number'), {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        maxLength: CARD_LIMITS.numberChars,
      })}
      {field('expiry', t('cardSheet.expiry'), {
        inputMode: 'numeric',
        autoComplete: 'cc-exp',
        placeholder: 'MM / YY',
        maxLength: CARD_LIMITS.expiryChars,
      })}
      {field('cvv', t('cardSheet.cvv'), {
        inputMode: 'numeric',
        autoComplete: 'cc-csc',
        maxLength: CARD_LIMITS.cvvChars,
      })}
      {challenge ? <iframe title={t('cardSheet.authTitle')} src={challenge} className="card-sheet__challenge" /> : null}
    </TokenForm>
  );
}

/** TapPay's hosted fields: the number, expiry and CCV are TapPay's frames; the prime comes back. */
function TapPayFields({ keys, onToken, onError }: Fields & { keys: NonNullable<CardSheetData['tappay']> }) {
  const { t } = useTranslation();
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const ccv = useRef<HTMLDivElement>(null);
  const prime = useRef<(() => Promise<CardTokenResult>) | null>(null);
  const [ready, setReady] = useState(false);
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    if (!number.current || !expiry.current || !ccv.current) return;
    tapPayFields(keys, { number: number.current, expiry: expiry.current, ccv: ccv.current }, setReady).then(
      (get) => (prime.current = get),
      (error: unknown) => failed.current(error),
    );
  }, [keys]);
  return (
    <TokenForm ready={ready} onToken={onToken} onError={onError} take={() => prime.current?.() ?? null}>
      <div className="field">
        <span>{t('cardSheet.number')}</span>
        <div ref={number} className="card-sheet__hosted" />
      </div>
      <div className="field">
        <span>{t('cardSheet.expiry')}</span>
        <div ref={expiry} className="card-sheet__hosted" />
      </div>
      <div className="field">
        <span>{t('cardSheet.cvv')}</span>
        <div ref={ccv} className="card-sheet__hosted" />
      </div>
    </TokenForm>
  );
}

/** Stripe's Card Element, confirmed against the setup intent (SPEC §7); the payment method comes back. */
function StripeFields({ keys, onToken, onError }: Fields & { keys: NonNullable<CardSheetData['stripe']> }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const element = useRef<Awaited<ReturnType<typeof stripeCard>> | null>(null);
  const [complete, setComplete] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    if (!box.current) return;
    let gone = false;
    stripeCard(keys.publishableKey, keys.clientSecret, box.current, (s) => {
      setComplete(s.complete);
      setMessage(s.error);
    }).then(
      (made) => {
        if (gone) made.destroy();
        else element.current = made;
      },
      (error: unknown) => failed.current(error),
    );
    return () => {
      gone = true;
      element.current?.destroy();
      element.current = null;
    };
  }, [keys]);
  return (
    <TokenForm ready={complete} onToken={onToken} onError={onError} take={() => element.current?.confirm() ?? null}>
      <div className="field">
        <span>{t('cardSheet.number')}</span>
        <div ref={box} className="card-sheet__hosted" />
        {message ? <span className="field__error">{message}</span> : null}
      </div>
    </TokenForm>
  );
}

/**
 * The sheet's form: "Use this card" asks the provider (`take`; null when the fields are not ready or not
 * valid) once at a time, and hands its token on. Its fields have no name: the browser never posts them.
 */
function TokenForm({
  ready,
  noValidate,
  take,
  onToken,
  onError,
  children,
}: Fields & {
  ready: boolean;
  noValidate?: boolean;
  take: () => Promise<CardTokenResult> | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="stack"
      noValidate={noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        const asked = take();
        if (!asked) return;
        setBusy(true);
        asked.then(onToken, onError).finally(() => setBusy(false));
      }}
    >
      {children}
      <button type="submit" className="button button--primary" disabled={!ready || busy}>
        {busy ? t('cardSheet.checking') : t('cardSheet.use')}
      </button>
    </form>
  );
}
