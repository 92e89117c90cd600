import { Form, Link, useSubmit, type FetcherWithComponents } from '@remix-run/react';
import {
  createContext,
  useContext,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { useIsPending } from '~/components/forms/useIsPending';

/** What a fetcher's form takes (a page's Form takes all that too). */
export type StepFormProps = ComponentPropsWithoutRef<FetcherWithComponents<unknown>['Form']>;

/**
 * How a login step moves on. The same steps run as pages (a Form per step, links between the pages, no
 * JavaScript needed) and, with JavaScript, inside the login sheet over the page (fetchers; SPEC §2
 * "Login sheet"). Each step reads its way from here.
 */
export type LoginNav = {
  Form: ComponentType<StepFormProps & RefAttributes<HTMLFormElement>>;
  /** a link to another step */
  StepLink: ComponentType<{ to: string; className?: string; children: ReactNode }>;
  /** the URL a step's form posts to */
  action: (path: string) => string;
  /** sends a form (the code field submits itself) */
  submit: (form: HTMLFormElement) => void;
  busy: boolean;
  hydrated: boolean;
};

const Context = createContext<LoginNav | null>(null);
export const LoginNavProvider = Context.Provider;

function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** The steps as pages: plain forms and links. */
function usePageNav(): LoginNav {
  const submit = useSubmit();
  const busy = useIsPending({ state: 'submitting', formMethod: null });
  const hydrated = useHydrated();
  return {
    Form,
    StepLink: PageLink,
    // The welcome step is an index route: its form names it (`?index`).
    action: (path) => {
      const url = new URL(path, 'http://shop');
      if (url.pathname === '/login') url.searchParams.set('index', '');
      return url.pathname + url.search;
    },
    submit: (form) => submit(form),
    busy,
    hydrated,
  };
}

export function useLoginNav(): LoginNav {
  const sheet = useContext(Context);
  const page = usePageNav();
  return sheet ?? page;
}
