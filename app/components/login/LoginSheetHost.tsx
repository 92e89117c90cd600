import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoginRequest } from './LoginSheet';
import { OPEN_LOGIN } from './open-login';
import { isPlainLeftClick } from '~/utils/plain-click';

const LoginSheet = lazy(() => import('./LoginSheet'));

/**
 * With JavaScript, a link to /login opens the login sheet over the page instead of the login page
 * (capture: before the router's own click handling); without a redirectUrl the customer comes back to
 * this page. The sheet's code is fetched on the first tap, not with every page. Without JavaScript the
 * links lead to the pages.
 */
export function LoginSheetHost() {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname !== '/login') return;
      if (window.location.pathname.startsWith('/login')) return;
      event.preventDefault();
      event.stopPropagation();
      link.closest('details[open]')?.removeAttribute('open');
      if (!url.searchParams.has('redirectUrl'))
        url.searchParams.set('redirectUrl', window.location.pathname + window.location.search);
      setRequest((r) => ({ url: url.pathname + url.search, n: (r?.n ?? 0) + 1 }));
    };
    // a page that asks for the login itself (the checkout's Pay, SPEC §4 check 8)
    const onOpen = (event: Event) => {
      const url = (event as CustomEvent<string>).detail;
      setRequest((r) => ({ url, n: (r?.n ?? 0) + 1 }));
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(OPEN_LOGIN, onOpen);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(OPEN_LOGIN, onOpen);
    };
  }, []);
  return request ? (
    <Suspense fallback={null}>
      <LoginSheet request={request} />
    </Suspense>
  ) : null;
}
