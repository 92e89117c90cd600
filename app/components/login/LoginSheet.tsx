import { Link, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/shell';
import type { SheetStep } from '~/features/login/login.server';
import { LoginNavProvider, type LoginNav, type StepFormProps } from './nav';
import { stepPath, STEP_BACK } from './paths';
import { DetailsStep, isStep, OtherChannelsStep, OtpStep, PhoneStep, WelcomeStep, type CodeAnswer } from './steps';

// The login steps in a sheet over the page (SPEC §2 "Login sheet"; §7 "Visitor": the login sheet opens and
// the redirect is remembered), loaded on the first tap of a login link (LoginSheetHost). The steps are the
// pages' own loaders and actions, asked with `?_sheet` so that they name the next step instead of
// redirecting; the way back rides in the steps' addresses (`redirectUrl`); when the customer is in, the
// sheet closes and the page it names shows.

const TITLES: Record<string, string> = {
  '/login': 'login.title',
  '/login/phone-verify': 'login.title',
  '/login/otp-verify': 'login.otpTitle',
  '/login/otp-other-channels': 'login.otpTitle',
  '/login/add-user-details': 'login.detailsTitle',
};

/** A step's URL asked by the sheet. */
function sheetUrl(to: string): string {
  const url = new URL(to, 'http://shop');
  url.searchParams.set('_sheet', '1');
  return url.pathname + url.search;
}

// Everything a step's loader or action may answer; each step reads its own part.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** A tap on a login link: the welcome step's URL, and a count so that each tap opens the sheet again. */
export type LoginRequest = { url: string; n: number };

export default function LoginSheet({ request }: { request: LoginRequest }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const loader = useFetcher<Answer>();
  const action = useFetcher<Answer>();
  /** the step asked for (its pathname), null while closed */
  const [step, setStep] = useState<string | null>(null);
  /** the data of the step on show */
  const [shown, setShown] = useState<{ step: string; data: Answer } | null>(null);
  /** the action's refusal, for the step that sent it (a new step forgets it) */
  const [refusal, setRefusal] = useState<{ step: string; data: Answer } | null>(null);
  const here = location.pathname + location.search;

  const go = useCallback(
    (to: string) => {
      setStep(new URL(to, 'http://shop').pathname);
      setRefusal(null);
      loader.load(sheetUrl(to));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader.load],
  );
  const follow = useCallback(
    (answer: SheetStep) => {
      if (!answer.done) return go(answer.next);
      setStep(null);
      // The page the customer came for (the page under the sheet reloads its data by itself after the POST).
      if (answer.next !== here) navigate(answer.next, { state: { keepToast: true } });
    },
    [go, here, navigate],
  );

  // Each tap on a login link (LoginSheetHost) opens the welcome step.
  useEffect(() => go(request.url), [request.n]); // eslint-disable-line react-hooks/exhaustive-deps

  // What a step's loader answers: its data, or where the customer belongs (no code asked yet, already in).
  useEffect(() => {
    if (!step || loader.state !== 'idle' || !loader.data) return;
    if (isStep(loader.data)) setShown({ step, data: loader.data });
    else follow(loader.data as SheetStep);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader.data, loader.state]);

  // What a step's action answers: the next step, or a refusal shown in the step.
  useEffect(() => {
    if (!step || action.state !== 'idle' || !action.data) return;
    if (isStep(action.data)) setRefusal({ step, data: action.data });
    else follow(action.data as SheetStep);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action.data, action.state]);

  // A new step takes the focus to the sheet's title.
  useEffect(() => {
    document.querySelector<HTMLElement>('.login-sheet .sheet__title')?.focus();
  }, [shown?.step]);
  // Leaving the page closes the sheet.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    if (pathname.current !== location.pathname) setStep(null);
    pathname.current = location.pathname;
  }, [location.pathname]);

  // The forms and links of the steps: made once, so that a step's fields keep what was typed.
  const latest = useRef({ go, action });
  latest.current = { go, action };
  const [parts] = useState(() => ({
    Form: forwardRef<HTMLFormElement, StepFormProps>(function SheetForm(props, ref) {
      const Form = latest.current.action.Form;
      return <Form {...props} ref={ref} />;
    }),
    StepLink: function SheetLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
      return (
        <Link
          to={to}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            latest.current.go(to);
          }}
        >
          {children}
        </Link>
      );
    },
  }));
  const busy = action.state !== 'idle' || loader.state !== 'idle';
  const nav = useMemo<LoginNav>(
    () => ({
      ...parts,
      action: sheetUrl,
      submit: (form) => latest.current.action.submit(form),
      busy,
      hydrated: true,
    }),
    [parts, busy],
  );

  if (!step) return null;
  const data = shown?.step === step ? shown.data : null;
  const answer = refusal?.step === step ? refusal.data : undefined;
  const backStep = STEP_BACK[step];
  const back = backStep ? stepPath(backStep, (data?.back as string | null | undefined) ?? null) : null;
  let body: ReactNode = <p className="hint" role="status" aria-busy="true" />;
  if (data) {
    // Each step's loader answered for that step (the pathname says which).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const d = data as any;
    const result = answer?.result;
    if (step === '/login') body = <WelcomeStep data={d} result={result} />;
    else if (step === '/login/phone-verify') body = <PhoneStep data={d} result={result} />;
    else if (step === '/login/otp-verify') body = <OtpStep data={d} answer={answer as CodeAnswer | undefined} />;
    else if (step === '/login/otp-other-channels')
      body = <OtherChannelsStep data={d} answer={answer as CodeAnswer | undefined} />;
    else if (step === '/login/add-user-details') body = <DetailsStep data={d} result={result} />;
  }
  return (
    <Sheet title={t(TITLES[step] ?? 'login.title')} onClose={() => setStep(null)} className="login-sheet">
      <LoginNavProvider value={nav}>
        {back ? (
          <button type="button" className="link-button" onClick={() => go(back)}>
            {t('login.back')}
          </button>
        ) : null}
        {body}
      </LoginNavProvider>
    </Sheet>
  );
}
